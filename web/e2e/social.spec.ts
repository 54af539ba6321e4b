import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { BrowserContext, Page } from 'playwright-core';
import {
  apiCall,
  apiConfirmAge,
  apiCreateCharacter,
  apiSignup,
  expectHeading,
  newContext,
  SKIP,
  sharedBrowser,
  signUpThroughScreens,
  trackedPage,
  uniqueUser,
} from './support';

interface Job {
  id: string;
  state: 'queued' | 'running' | 'succeeded' | 'failed' | 'canceled';
  media: { id: string }[];
}

/** One image of a new character of the signed-in user, made by the preview backend. */
async function generateImage(context: BrowserContext, name: string): Promise<string> {
  const character = await apiCreateCharacter(context, {
    name,
    age: 29,
    description: `${name} is a painter who lives by the sea.`,
    personality: 'warm, playful',
    greeting: 'Hello {{user}}!',
  });
  let job = await apiCall<Job>(context, 'POST', '/api/images', {
    characterId: character.id,
    prompt: 'a portrait at the harbour at sunset',
    batchSize: 1,
  });
  const deadline = Date.now() + 60_000;
  while (job.state === 'queued' || job.state === 'running') {
    assert.ok(Date.now() < deadline, 'the preview image is made within a minute');
    await new Promise((resolve) => setTimeout(resolve, 300));
    job = await apiCall<Job>(context, 'GET', `/api/jobs/${job.id}`);
  }
  assert.equal(job.state, 'succeeded');
  const media = job.media[0];
  assert.ok(media, 'the job made an image');
  return media.id;
}

describe('social: publish, follow, like, comment, share (issue 13)', { skip: SKIP }, () => {
  const browser = sharedBrowser();

  it('a published image reaches a follower, and a share link unfurls until it is revoked', async () => {
    const a = uniqueUser('pub');
    const b = uniqueUser('fan');
    const caption = `Harbour light ${a.username}`;

    // A signs up, makes an image and publishes it with a caption.
    const contextA = await newContext(browser());
    const { page: pageA, errors: errorsA } = await trackedPage(contextA);
    await signUpThroughScreens(pageA, a);
    await declineConsent(pageA);
    const mediaId = await generateImage(contextA, 'Marina');
    await pageA.goto(`/image/${mediaId}`);
    await pageA.getByTestId('publish-button').click();
    const dialog = pageA.getByTestId('publish-dialog');
    await dialog.getByLabel('Caption').fill(caption);
    await dialog.getByTestId('publish-submit').click();
    await pageA.getByTestId('published-state').getByText('Published').waitFor();
    await pageA.getByTestId('published-state').getByRole('button', { name: 'Unpublish' }).waitFor();

    // B signs up, follows A from A's profile, and finds the post in Following.
    const contextB = await newContext(browser());
    const { page: pageB, errors: errorsB } = await trackedPage(contextB);
    await signUpThroughScreens(pageB, b);
    await declineConsent(pageB);
    await pageB.goto(`/u/${a.username}`);
    await pageB.getByTestId('follow-button').click();
    await pageB.getByTestId('follow-button').getByText('Following').waitFor();
    await pageB.goto('/feed?tab=following');
    const card = pageB.getByTestId('post-card').filter({ hasText: caption });
    await card.waitFor();
    assert.equal(await card.getByTestId('user-chip').getAttribute('href'), `/u/${a.username}`);

    // B likes it (optimistic, then confirmed by a reload) and comments.
    await card.getByTestId('like-button').click();
    await card.getByTestId('like-count').getByText('1').waitFor();
    await card.getByTestId('comments-button').click();
    await card.getByLabel('Add a comment').fill('What a view!');
    await card.getByRole('button', { name: 'Post', exact: true }).click();
    await card.getByTestId('comment').getByText('What a view!').waitFor();
    await pageB.reload();
    const again = pageB.getByTestId('post-card').filter({ hasText: caption });
    await again.getByTestId('like-button').and(pageB.locator('[aria-pressed="true"]')).waitFor();
    await again.getByTestId('like-count').getByText('1').waitFor();

    // A makes a share link of the image.
    await pageA.goto(`/image/${mediaId}`);
    await pageA.getByTestId('share-button').click();
    const share = pageA.getByTestId('share-dialog');
    await share.getByTestId('share-create').click();
    const link = await share.getByLabel('Your link', { exact: true }).inputValue();
    assert.match(link, /\/share\/[A-Za-z0-9_-]{22,}$/);

    // The server-sent HTML of the link unfurls: Open Graph title and image, no JavaScript needed.
    const visitor = await newContext(browser());
    const html = await (await visitor.request.get(link)).text();
    assert.match(html, /<meta[^>]+property="og:title"[^>]+content="[^"]+"/);
    const image = /<meta[^>]+property="og:image"[^>]+content="([^"]+)"/.exec(html);
    assert.ok(image?.[1], 'og:image is in the HTML');
    assert.equal((await visitor.request.get(image[1])).status(), 200);

    // B opens it; A revokes it; the link shows the 404 page.
    await pageB.goto(link);
    await pageB.getByTestId('shared-item').waitFor();
    await pageB.getByTestId('made-on-nocturne').waitFor();
    await share.getByTestId('share-row').first().getByRole('button', { name: 'Revoke' }).click();
    await share.getByTestId('share-row').waitFor({ state: 'detached' });
    await pageB.goto(link);
    await expectHeading(pageB, 'Page not found');
    assert.equal((await visitor.request.get(link)).status(), 404);

    assert.deepEqual(errorsA.filter(unexpected), []);
    assert.deepEqual(errorsB.filter(unexpected), []);
    await visitor.close();
    await contextA.close();
    await contextB.close();
  });

  it("a private profile's follow request is approved before the follower sees the post", async () => {
    const owner = await newContext(browser());
    const o = uniqueUser('priv');
    await apiSignup(owner, o);
    await apiConfirmAge(owner);
    const mediaId = await generateImage(owner, 'Selene');
    await apiCall(owner, 'POST', '/api/posts', { mediaId, caption: `Only friends ${o.username}` });
    await apiCall(owner, 'PATCH', '/api/me/social', { profilePrivate: true });

    // F asks to follow; the request shows nothing yet.
    const fan = await newContext(browser());
    const { page: pageF, errors: errorsF } = await trackedPage(fan);
    const f = uniqueUser('asker');
    await signUpThroughScreens(pageF, f);
    await declineConsent(pageF);
    await pageF.goto(`/u/${o.username}`);
    await pageF.getByTestId('follow-button').getByText('Follow', { exact: true }).click();
    await pageF.getByTestId('follow-button').getByText('Requested').waitFor();
    await pageF.goto('/feed?tab=following');
    await pageF.getByText('Nothing from people you follow yet').waitFor();
    assert.equal(await pageF.getByTestId('post-card').count(), 0);

    // The owner approves it on the Requests tab of their connections page.
    const { page: pageO, errors: errorsO } = await trackedPage(owner);
    await pageO.goto(`/u/${o.username}`);
    await declineConsent(pageO);
    await pageO.getByTestId('follow-requests-link').getByText('1 follow request').click();
    await expectHeading(pageO, 'Follow requests');
    await pageO.getByRole('button', { name: `Approve @${f.username}` }).click();
    await pageO.getByText('No follow requests').waitFor();

    // Now F follows and sees the post in Following.
    await pageF.goto(`/u/${o.username}`);
    await pageF.getByTestId('follow-button').getByText('Following').waitFor();
    await pageF.goto('/feed?tab=following');
    await pageF
      .getByTestId('post-card')
      .filter({ hasText: `Only friends ${o.username}` })
      .waitFor();
    assert.deepEqual(errorsF, []);
    assert.deepEqual(errorsO, []);
    await owner.close();
    await fan.close();
  });

  it('new posts arrive in the open feed without a reload', async () => {
    const author = await newContext(browser());
    await apiSignup(author, uniqueUser('poster'));
    await apiConfirmAge(author);
    const first = await generateImage(author, 'Iris');
    const second = await generateImage(author, 'Iris');
    await apiCall(author, 'POST', '/api/posts', { mediaId: first, caption: 'Iris, the first' });

    const reader = await newContext(browser());
    const { page, errors } = await trackedPage(reader);
    await signUpThroughScreens(page, uniqueUser('reader'));
    await declineConsent(page);
    await page.goto('/feed');
    await page.getByTestId('post-card').first().waitFor();
    // A mark on the window: a reload would lose it.
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    await apiCall(author, 'POST', '/api/posts', { mediaId: second, caption: 'Iris, the second' });
    // The page asks every 15 s while it is visible.
    const pill = page.getByTestId('new-posts-pill');
    await pill.waitFor({ timeout: 25_000 });
    assert.match((await pill.textContent()) ?? '', /1 new post/);
    await pill.click();
    await page.getByTestId('post-card').first().getByText('Iris, the second').waitFor();
    await pill.waitFor({ state: 'detached' });
    assert.equal(
      await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument),
      true,
    );
    assert.deepEqual(errors, []);
    await author.close();
    await reader.close();
  });
});

/** Answers the analytics consent banner where it shows, so it covers nothing the test taps. */
async function declineConsent(page: Page): Promise<void> {
  const banner = page.getByTestId('consent-banner');
  if (await banner.isVisible()) await banner.getByRole('button', { name: 'Decline' }).click();
}

/** Console errors a test expects: the revoked link's 404 answers. */
function unexpected(error: string): boolean {
  return !/404|Not Found/i.test(error);
}
