import { errorMessage, isApiError } from '@/lib/api-error';

/** The controls of the video forms a server error can name. */
export type Control =
  | 'action'
  | 'prompt'
  | 'scene'
  | 'start'
  | 'speech'
  | 'edit'
  | 'quality'
  | 'duration'
  | 'speed'
  | 'orientation'
  | 'form';

export type ControlErrors = Partial<Record<Control, string>>;

/** A request field (the last part of a 422's `field`) → the control that sets it. */
const FIELD_CONTROL: Record<string, Control> = {
  customPrompt: 'prompt',
  characterImagePrompt: 'scene',
  imageUrl: 'start',
  audioMessage: 'speech',
  voiceId: 'speech',
  emotion: 'speech',
  edit: 'edit',
  actionPresetName: 'action',
  action: 'action',
  quality: 'quality',
  duration: 'duration',
  speed: 'speed',
  orientation: 'orientation',
};

/** A 400/422 message (a string detail) → the control it is about, by what it says (the server's
 * messages name the field or the text that was refused). */
const MESSAGE_CONTROL: readonly [RegExp, Control][] = [
  [/custom action needs|video prompt/i, 'prompt'],
  [/image prompt/i, 'scene'],
  [/\bimageUrl\b/, 'start'],
  [/spoken text|to say|nothing to say|\bvoice\b|\bemotion\b/i, 'speech'],
  [/edit prompt|video edit/i, 'edit'],
  [/unknown action/i, 'action'],
];

function issueControl(issue: unknown): [Control, string] {
  const { field, loc, msg } = (issue ?? {}) as { field?: unknown; loc?: unknown; msg?: unknown };
  const path =
    typeof field === 'string' ? field.split('.') : Array.isArray(loc) ? loc.map(String) : [];
  const name = [...path].reverse().find((part) => part in FIELD_CONTROL);
  const text = typeof msg === 'string' ? msg.replace(/^Value error, /, '') : 'is invalid';
  return [name ? (FIELD_CONTROL[name] ?? 'form') : 'form', text];
}

/**
 * A failed video request's messages, each under the control it names, so the form can show it
 * next to that control: a 422 list by field (`{field, msg}`), a 400/422 message by what it is
 * about; anything else (and what names no control) under 'form'.
 */
export function errorsByControl(error: unknown): ControlErrors {
  if (!error) return {};
  const out: ControlErrors = {};
  if (isApiError(error) && Array.isArray(error.detail) && error.detail.length > 0) {
    for (const issue of error.detail) {
      const [control, text] = issueControl(issue);
      out[control] ??= text;
    }
    return out;
  }
  const message = errorMessage(error);
  const match = isApiError(error) ? MESSAGE_CONTROL.find(([re]) => re.test(message)) : undefined;
  out[match?.[1] ?? 'form'] = message;
  return out;
}

/** The messages no shown control takes, as one line (for the form's own alert). */
export function leftoverError(errors: ControlErrors, shown: readonly Control[]): string | null {
  const rest = Object.entries(errors)
    .filter(([control]) => !shown.includes(control as Control))
    .map(([, text]) => text);
  return rest.length > 0 ? rest.join(' ') : null;
}
