/**
 * The look of a character without a picture: a gradient of its own, picked from its id (or name),
 * so every card in a grid differs and the same character always looks the same.
 */
const PALETTES: readonly [string, string, string][] = [
  ['#f43f5e', '#7c3aed', '#1e1b4b'],
  ['#fb923c', '#db2777', '#3b0764'],
  ['#22d3ee', '#6366f1', '#1e1b4b'],
  ['#a78bfa', '#ec4899', '#2e1065'],
  ['#34d399', '#0ea5e9', '#172554'],
  ['#facc15', '#f97316', '#7f1d1d'],
  ['#f472b6', '#8b5cf6', '#0f172a'],
  ['#38bdf8', '#14b8a6', '#042f2e'],
  ['#e879f9', '#6366f1', '#020617'],
  ['#fda4af', '#e11d48', '#4c0519'],
];

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

export function artGradient(seed: string): string {
  const [a, b, c] = PALETTES[hash(seed) % PALETTES.length] ?? ['#f43f5e', '#7c3aed', '#1e1b4b'];
  return `radial-gradient(120% 80% at 20% 10%, ${a}cc 0%, transparent 60%), linear-gradient(160deg, ${b} 0%, ${c} 100%)`;
}

/** One or two letters: the initials of the first two words of the name. */
export function initials(name: string): string {
  const words = name
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .split(/\s+/)
    .filter(Boolean);
  const letters =
    words.length > 1 ? `${words[0]?.[0] ?? ''}${words[1]?.[0] ?? ''}` : (words[0]?.[0] ?? '?');
  return letters.toUpperCase();
}
