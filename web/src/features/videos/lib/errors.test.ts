import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { errorsByControl, leftoverError } from './errors';

describe('server errors next to the control they name', () => {
  it('places a 422 list by field', () => {
    const error = new ApiError(422, 'ValidationError', [
      {
        field: 'image-to-video.characterArgs.customPrompt',
        msg: 'String should have at most 1000 characters',
      },
      {
        field: 'image-to-video.videoArgs.duration',
        msg: 'Input should be less than or equal to 10',
      },
      { field: 'text-to-video.imageArgs.characterImagePrompt', msg: 'too long' },
      { loc: ['body', 'lipsync-video', 'audioMessage'], msg: 'Field required' },
      { field: 'body', msg: 'Invalid JSON' },
    ]);
    expect(errorsByControl(error)).toEqual({
      prompt: 'String should have at most 1000 characters',
      duration: 'Input should be less than or equal to 10',
      scene: 'too long',
      speech: 'Field required',
      form: 'Invalid JSON',
    });
  });

  it('places a 400 or 422 message by what it is about', () => {
    const at = (status: number, detail: string) =>
      Object.keys(errorsByControl(new ApiError(status, 'BadRequest', detail)));
    expect(at(400, 'Describe the action: a custom action needs a prompt of your own.')).toEqual([
      'prompt',
    ]);
    expect(at(422, 'This video prompt was not saved because it contains Minors.')).toEqual([
      'prompt',
    ]);
    expect(at(422, 'This image prompt was not saved because it contains Minors.')).toEqual([
      'scene',
    ]);
    expect(at(400, 'imageUrl must point at an image, not a video.')).toEqual(['start']);
    expect(at(400, "Unknown voice 'x'. Pick one from the voice list.")).toEqual(['speech']);
    expect(at(422, 'This spoken text was not saved because it contains Minors.')).toEqual([
      'speech',
    ]);
    expect(at(400, "Unknown video edit 'x'. Pick one from the edit list.")).toEqual(['edit']);
    expect(at(400, 'This video is already at the largest size we make.')).toEqual(['form']);
  });

  it('puts anything else under the form', () => {
    expect(errorsByControl(new Error('offline'))).toEqual({ form: 'offline' });
    expect(errorsByControl(null)).toEqual({});
  });

  it('joins what no shown control takes', () => {
    expect(leftoverError({ prompt: 'a', form: 'b', speed: 'c' }, ['prompt'])).toBe('b c');
    expect(leftoverError({ prompt: 'a' }, ['prompt'])).toBeNull();
  });
});
