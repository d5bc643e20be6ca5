import { describe, expect, it } from 'vitest';
import { validateSliderForm } from './sliderForm';

const jpg = (name = 'slide.jpg', size = 100) => new File([new Uint8Array(size)], name, { type: 'image/jpeg' });

describe('validateSliderForm (SPEC §5 Slider)', () => {
  it('needs a file and an urutan when adding', () => {
    expect(validateSliderForm({ urutan: '', file: null }, true)).toEqual({
      urutan: 'Urutan tidak boleh kosong',
      file: 'File tidak boleh kosong',
    });
  });
  it('keeps the picture when editing without a file', () => {
    expect(validateSliderForm({ urutan: '3', file: null }, false)).toEqual({});
  });
  it('takes urutan 1 to 9 only', () => {
    for (const bad of ['0', '10', '1.5', '-2']) {
      expect(validateSliderForm({ urutan: bad, file: jpg() }, true)).toEqual({ urutan: 'Masukkan Urutan diantara 1 sampai 9' });
    }
    expect(validateSliderForm({ urutan: '9', file: jpg() }, true)).toEqual({});
  });
  it('checks the chosen file', () => {
    expect(validateSliderForm({ urutan: '1', file: jpg('slide.pdf') }, false)).toEqual({ file: 'Format file salah' });
  });
});
