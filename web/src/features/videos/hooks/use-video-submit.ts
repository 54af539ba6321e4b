import { useCallback, useState } from 'react';
import { type ControlErrors, errorsByControl } from '../lib/errors';

/** Sending a video form: busy while it goes, then the server's messages by control (or none). */
export function useVideoSubmit() {
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<ControlErrors>({});

  const submit = useCallback(async (send: () => Promise<unknown>): Promise<boolean> => {
    setBusy(true);
    setErrors({});
    try {
      await send();
      return true;
    } catch (e) {
      setErrors(errorsByControl(e));
      return false;
    } finally {
      setBusy(false);
    }
  }, []);

  return { busy, errors, setErrors, submit };
}
