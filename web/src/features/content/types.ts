import type { OkJson } from '@/lib/api-types';

/** A content page as the server renders it (GET /api/content/page, and #page-data on first load). */
export type ContentPageData = OkJson<'/api/content/page', 'get'>;
export type ContentCharacter = ContentPageData['characters'][number];
