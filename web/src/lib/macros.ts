/**
 * Card macros as a reader sees them (spec 3 Greeting or intro item): `{{char}}` and `<<<char>>>`
 * become the character's name, `{{user}}` and `<<<user>>>` the reader's (or "you" when unknown).
 */
const CHAR = /\{\{char\}\}|<<<char>>>/gi;
const USER = /\{\{user\}\}|<<<user>>>/gi;

export function fillMacros(text: string, names: { char: string; user?: string | null }): string {
  const user = names.user?.trim() || 'you';
  return text.replace(CHAR, names.char).replace(USER, user);
}
