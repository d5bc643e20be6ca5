/** Slider (GAMBAR) form rules, SPEC §5 Slider. Pure: shared by the server and the client. */
import { z } from 'zod';

export const URUTAN_MIN = 1;
export const URUTAN_MAX = 9;
const RANGE = 'Masukkan Urutan diantara 1 sampai 9';

export const sliderSchema = z.object({
  urutan: z.number({ error: 'Urutan tidak boleh kosong' }).int(RANGE).min(URUTAN_MIN, RANGE).max(URUTAN_MAX, RANGE),
});
export type SliderFields = z.infer<typeof sliderSchema>;
