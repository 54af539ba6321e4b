import { Button } from '@/components/ui/button';

/** The suggested first message (spec 9 for a one-to-one chat; a group gets its own), one tap to send. */
export function SuggestedMessage({ text, onSend }: { text: string; onSend(text: string): void }) {
  return (
    <Button
      variant="outline"
      className="h-auto min-h-10 justify-self-start whitespace-normal rounded-2xl py-2 text-left"
      data-testid="suggested-message"
      onClick={() => onSend(text)}
    >
      <span aria-hidden className="text-primary">
        ✦
      </span>
      {text}
    </Button>
  );
}
