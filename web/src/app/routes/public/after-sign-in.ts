import { getChats } from '@/features/chats/api/get-chats';

/** Where a person lands after signing in without a `next`: their chats when they have some, else the
 * directory to pick a companion. */
export async function landingAfterSignIn(): Promise<string> {
  try {
    const chats = await getChats(1);
    return chats.length > 0 ? '/chat' : '/directory';
  } catch {
    // Not yet past the 18+ gate, or offline: the directory asks for what it needs.
    return '/directory';
  }
}
