import type { FeedbackOption } from './api-types';

/** Spec 8 Feedback option labels, in the spec's order ('flagged' has no label the user picks). */
export const FEEDBACK_LABELS = {
  'bad-memory': 'Bad memory',
  looping: 'Looping',
  'acting-on-behalf-of-user': 'Writing my actions',
  'message-too-short': 'Too short',
  'message-too-long': 'Too long',
  'formatting-wrong': 'Wrong format',
  refusal: 'AI refusing',
} as const satisfies Partial<Record<FeedbackOption, string>>;

export type PickableFeedbackOption = keyof typeof FEEDBACK_LABELS;

export const FEEDBACK_OPTIONS = Object.keys(FEEDBACK_LABELS) as PickableFeedbackOption[];

export function feedbackLabel(option: string): string | null {
  return (FEEDBACK_LABELS as Record<string, string>)[option] ?? null;
}

/** Spec 8 Flagged-content reasons and labels. */
export const FLAG_LABELS: Record<string, string> = {
  'openai:sexual-minors': 'Underage Sexual Content',
  prohibited: 'Prohibited Underage Content',
  'prohibited-bestiality': 'Prohibited Bestiality Content',
};

/**
 * The label a flagged message shows (spec 4 Flagged message). The server sends the label itself;
 * a bare reason is mapped; anything else still hides the content behind a generic label.
 */
export function flagLabel(flag: unknown): string | null {
  if (typeof flag !== 'string' || !flag || flag === 'none') return null;
  return FLAG_LABELS[flag] ?? flag;
}
