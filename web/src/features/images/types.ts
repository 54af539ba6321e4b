/** A character as the media pages need it (a directory summary or a full record both fit). */
export interface MediaCharacter {
  id: string;
  name: string;
  avatarUrl: string | null;
  gender: string;
  style: string;
}
