import { describe, expect, it } from 'vitest';
import { media } from '@/test/fixtures';
import { DEFAULT_SETTINGS } from './options';
import {
  actionName,
  addVoiceRequest,
  editRequest,
  enhanceRequest,
  extendRequest,
  type GenerateForm,
  generateProblem,
  generateRequest,
  presetToKeep,
  problemControl,
} from './requests';

const WALKING = { id: 'walking', displayName: 'Walking', isCustom: false, rating: 'SFW' };
const CUSTOM = {
  id: 'custom-sfw',
  displayName: 'Custom SFW Action',
  isCustom: true,
  rating: 'SFW',
};

function form(overrides: Partial<GenerateForm> = {}): GenerateForm {
  return {
    character: { id: 'c1', gender: 'Female', style: 'Realistic' },
    action: { kind: 'preset', action: WALKING },
    prompt: '',
    start: { kind: 'still', scene: '' },
    speech: { text: '', voiceId: 'aria', emotion: 'neutral' },
    settings: DEFAULT_SETTINGS,
    ...overrides,
  };
}

const VIDEO = media({
  id: 'v1',
  kind: 'video',
  url: '/api/media/v1/file',
  duration: 6.25,
  orientation: 'portrait',
  source: 'image-to-video',
  action: 'walking',
});

describe('the video generation request (spec 3 Video generation request; spec 5)', () => {
  it('makes the still first: image-to-video without an image, the preset named', () => {
    const body = generateRequest(form());
    expect(body).toMatchObject({
      mode: 'image-to-video',
      imageUrl: null,
      characterArgs: { characterId: 'c1', characterGender: 'Female', customPrompt: '' },
      videoArgs: {
        actionPresetName: 'walking',
        quality: 'balanced',
        duration: 5,
        speed: 'Normal',
        orientation: 'portrait',
      },
      displayMetadata: { quality: 'balanced', orientation: 'portrait', characterId: 'c1' },
    });
  });

  it('starts from a picked image: image-to-video with its URL', () => {
    const body = generateRequest(
      form({
        start: {
          kind: 'image',
          media: { id: 'i1', url: '/api/media/i1/file', thumbUrl: '/t', shouldBlur: false },
        },
        settings: { quality: 'ultra', duration: 8, speed: 'Fast', orientation: '16:9' },
      }),
    );
    expect(body.mode).toBe('image-to-video');
    expect(body).toMatchObject({
      imageUrl: '/api/media/i1/file',
      videoArgs: { quality: 'ultra', duration: 8, speed: 'Fast', orientation: '16:9' },
    });
  });

  it('describes the still: text-to-video with imageArgs.characterImagePrompt and the motion prompt', () => {
    const body = generateRequest(
      form({
        action: { kind: 'preset', action: CUSTOM },
        prompt: '  she spins and laughs ',
        start: { kind: 'still', scene: ' on a rooftop at night ' },
      }),
    );
    expect(body).toMatchObject({
      mode: 'text-to-video',
      characterArgs: { customPrompt: 'she spins and laughs' },
      imageArgs: { characterImagePrompt: 'on a rooftop at night', batchSize: 1 },
      videoArgs: { actionPresetName: 'custom-sfw' },
    });
  });

  it('a spoken line is lip-sync, with its voice and emotion', () => {
    const body = generateRequest(
      form({
        action: { kind: 'talk' },
        speech: { text: ' Hello there ', voiceId: 'luna', emotion: 'flirty' },
      }),
    );
    expect(body).toMatchObject({
      mode: 'lipsync-video',
      audioMessage: 'Hello there',
      voiceId: 'luna',
      emotion: 'flirty',
      imageUrl: null,
      videoArgs: { action: 'LipsyncVideo' },
    });
  });

  it('says what is missing before sending', () => {
    expect(generateProblem(form({ action: null }))).toMatch(/Pick an action/);
    expect(generateProblem(form({ action: { kind: 'preset', action: CUSTOM } }))).toMatch(
      /custom action needs/,
    );
    expect(
      generateProblem(form({ action: { kind: 'preset', action: CUSTOM }, prompt: 'wave' })),
    ).toBeNull();
    expect(generateProblem(form({ action: { kind: 'talk' } }))).toMatch(/what they say/);
    expect(generateProblem(form({ start: { kind: 'image', media: null } }))).toMatch(/start image/);
    expect(generateProblem(form())).toBeNull();
    expect(problemControl(form({ action: null }))).toBe('action');
    expect(problemControl(form({ action: { kind: 'talk' } }))).toBe('speech');
    expect(problemControl(form({ start: { kind: 'image', media: null } }))).toBe('start');
    expect(problemControl(form({ action: { kind: 'preset', action: CUSTOM } }))).toBe('prompt');
    expect(actionName({ kind: 'talk' })).toBe('Talking');
  });
});

describe('follow-ups of a video (extend, edit, add voice, enhance)', () => {
  const followUp = { characterId: 'c1', gender: 'Trans', settings: DEFAULT_SETTINGS };

  it('extends the video, keeping its preset', () => {
    const body = extendRequest(VIDEO, { ...followUp, prompt: 'she waves', presetId: 'walking' });
    expect(body).toEqual({
      mode: 'extend-video',
      videoUrl: '/api/media/v1/file',
      characterArgs: { characterId: 'c1', characterGender: 'Trans', customPrompt: 'she waves' },
      videoArgs: { ...DEFAULT_SETTINGS, orientation: 'portrait', actionPresetName: 'walking' },
    });
  });

  it('edits the video with a preset, at its own length', () => {
    const body = editRequest(VIDEO, { ...followUp, edit: 'vhs-style', prompt: '' });
    expect(body).toMatchObject({
      mode: 'edit-video',
      originalVideoId: 'v1',
      edit: 'vhs-style',
      videoArgs: { duration: 6.25 },
    });
  });

  it('adds a voice', () => {
    const body = addVoiceRequest(VIDEO, {
      ...followUp,
      speech: { text: ' Hi! ', voiceId: 'kai', emotion: 'happy' },
    });
    expect(body).toMatchObject({
      mode: 'add-audio-to-video',
      videoUrl: '/api/media/v1/file',
      audioMessage: 'Hi!',
      voiceId: 'kai',
      emotion: 'happy',
    });
  });

  it('upscales the video', () => {
    expect(enhanceRequest(VIDEO)).toEqual({
      mode: 'enhanced-video',
      originalVideoId: 'v1',
      videoUrl: '/api/media/v1/file',
      videoDuration: 6.25,
    });
    expect(enhanceRequest({ ...VIDEO, duration: null }).videoDuration).toBe(5);
  });

  it('keeps only a real, non-custom preset of the list', () => {
    const list = [
      { id: 'walking', isCustom: false },
      { id: 'custom-sfw', isCustom: true },
    ];
    expect(presetToKeep(VIDEO, list)).toBe('walking');
    expect(presetToKeep({ ...VIDEO, action: 'custom-sfw' }, list)).toBeNull();
    expect(presetToKeep({ ...VIDEO, action: 'General' }, list)).toBeNull();
    expect(presetToKeep({ ...VIDEO, source: 'edit-video', action: 'walking' }, list)).toBeNull();
    expect(presetToKeep(VIDEO, undefined)).toBeNull();
  });
});
