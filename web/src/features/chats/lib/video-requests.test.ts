import { describe, expect, it } from 'vitest';
import {
  animateRequest,
  defaultVoice,
  extendRequest,
  orientationOf,
  sayRequest,
  spokenWords,
  type VideoSource,
} from './video-requests';

const photo: VideoSource = {
  kind: 'image',
  url: '/api/media/i1/file',
  messageId: 'msg-photo',
  characterId: 'c1',
  shouldBlur: false,
  width: 916,
  height: 1145,
};
const clip: VideoSource = {
  kind: 'video',
  url: '/api/media/v1/file',
  messageId: 'msg-video',
  characterId: 'c1',
  shouldBlur: true,
  width: 480,
  height: 832,
};
const mira = { id: 'c1', gender: 'Female' };
const defaults = { quality: 'balanced', speed: 'Normal' };

describe('video requests from the chat (spec 3 Video generation request, spec 5 Video parameters)', () => {
  it('Animate: image-to-video with the picture, the preset, the chat and the message it came from', () => {
    expect(
      animateRequest({ chatId: 'chat1', character: mira, source: photo, presetId: 'walking' }),
    ).toEqual({
      mode: 'image-to-video',
      imageUrl: '/api/media/i1/file',
      chatId: 'chat1',
      videoArgs: {
        ...defaults,
        duration: 5,
        orientation: 'portrait',
        messageId: 'msg-photo',
        actionPresetName: 'walking',
      },
      characterArgs: { characterId: 'c1', characterGender: 'Female', customPrompt: '' },
    });
  });

  it('Animate with a custom action carries the prompt, trimmed, and the chosen length', () => {
    const body = animateRequest({
      chatId: 'chat1',
      character: { id: 'c2', gender: 'Male' },
      source: { ...photo, width: 1145, height: 916 },
      presetId: 'custom-sfw',
      customPrompt: '  waves at the camera ',
      duration: 10,
    });
    expect(body).toMatchObject({
      videoArgs: { duration: 10, orientation: 'landscape', actionPresetName: 'custom-sfw' },
      characterArgs: {
        characterId: 'c2',
        characterGender: 'Male',
        customPrompt: 'waves at the camera',
      },
    });
  });

  it('keeps the length within 5 to 10 seconds', () => {
    const at = (duration: number) =>
      animateRequest({ chatId: 'c', character: mira, source: photo, presetId: 'p', duration })
        .videoArgs.duration;
    expect(at(2)).toBe(5);
    expect(at(7)).toBe(7);
    expect(at(30)).toBe(10);
    expect(at(Number.NaN)).toBe(5);
  });

  it('Extend: extend-video with the video, and what happens next', () => {
    expect(
      extendRequest({ chatId: 'chat1', character: mira, source: clip, customPrompt: 'she laughs' }),
    ).toEqual({
      mode: 'extend-video',
      videoUrl: '/api/media/v1/file',
      chatId: 'chat1',
      videoArgs: { ...defaults, duration: 5, orientation: '9:16', messageId: 'msg-video' },
      characterArgs: { characterId: 'c1', characterGender: 'Female', customPrompt: 'she laughs' },
    });
  });

  it('Say it on a picture: lipsync-video with the words, the voice and the emotion', () => {
    expect(
      sayRequest({
        chatId: 'chat1',
        character: mira,
        source: photo,
        text: ' Come here, you. ',
        voiceId: 'aria',
        emotion: 'flirty',
      }),
    ).toEqual({
      mode: 'lipsync-video',
      imageUrl: '/api/media/i1/file',
      audioMessage: 'Come here, you.',
      voiceId: 'aria',
      emotion: 'flirty',
      chatId: 'chat1',
      videoArgs: { ...defaults, duration: 5, orientation: 'portrait', messageId: 'msg-photo' },
      characterArgs: { characterId: 'c1', characterGender: 'Female', customPrompt: '' },
    });
  });

  it('Say it on a video: add-audio-to-video with the video', () => {
    const body = sayRequest({
      chatId: 'chat1',
      character: { id: 'c3', gender: 'Trans' },
      source: clip,
      text: 'Hi',
      voiceId: 'nova',
      emotion: 'happy',
    });
    expect(body).toMatchObject({
      mode: 'add-audio-to-video',
      videoUrl: '/api/media/v1/file',
      audioMessage: 'Hi',
      characterArgs: { characterGender: 'Trans' },
    });
    expect(body).not.toHaveProperty('imageUrl');
  });
});

describe('spec 5 Orientation from pixel size', () => {
  it('names the sizes of spec 9 and decides the rest by ratio', () => {
    expect(orientationOf(1000, 800)).toBe('portrait');
    expect(orientationOf(1024, 1000)).toBe('1:1');
    expect(orientationOf(916, 1145)).toBe('portrait');
    expect(orientationOf(1145, 916)).toBe('landscape');
    expect(orientationOf(1365, 768)).toBe('16:9');
    expect(orientationOf(768, 1365)).toBe('9:16');
    expect(orientationOf(480, 832)).toBe('9:16');
    expect(orientationOf(1200, 800)).toBe('landscape');
    expect(orientationOf(0, 0)).toBe('portrait');
  });
});

describe('Say it helpers', () => {
  const voices = {
    defaultVoiceId: 'aria',
    voices: [
      { id: 'aria', gender: 'Female' },
      { id: 'leo', gender: 'Male' },
    ],
  };

  it("speaks with the catalogue's default voice, unless it is of the other gender", () => {
    expect(defaultVoice(voices, 'Female')).toBe('aria');
    expect(defaultVoice(voices, 'Trans')).toBe('aria');
    expect(defaultVoice(voices, 'Male')).toBe('leo');
  });

  it('counts the words that are spoken, leaving *actions* out', () => {
    expect(spokenWords('*smiles* Hello there, you! *waves*')).toBe(3);
    expect(spokenWords('  ')).toBe(0);
    expect(spokenWords('— …')).toBe(0);
  });
});
