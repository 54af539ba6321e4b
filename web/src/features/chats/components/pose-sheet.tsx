import { PosePicker } from '@/components/media/pose-picker';
import { Alert } from '@/components/ui/alert';
import { Dialog } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-error';
import type { ChatCharacter } from '@/lib/api-types';
import { usePoses } from '@/lib/media/get-poses';
import { poseGender } from '@/lib/media/poses';

/** The pose list for the character's gender, in a sheet: a tap sends that photo. */
export function PoseSheet({
  character,
  onClose,
  onPick,
}: {
  character: ChatCharacter;
  onClose(): void;
  onPick(poseId: string): void;
}) {
  const poses = usePoses(poseGender(character.gender));
  return (
    <Dialog
      open
      onClose={onClose}
      title={`A photo of ${character.name}`}
      description="Pick a pose: the photo arrives in the chat."
      placement="side"
      className="max-w-xl"
      data-testid="pose-sheet"
    >
      {poses.error ? (
        <Alert variant="destructive">{errorMessage(poses.error)}</Alert>
      ) : poses.data ? (
        <PosePicker
          poses={poses.data}
          anime={character.style === 'Anime'}
          value={null}
          onChange={(pose) => onPick(pose.id)}
          gridClassName="grid-cols-3 sm:grid-cols-3 lg:grid-cols-3"
        />
      ) : (
        <Spinner />
      )}
    </Dialog>
  );
}
