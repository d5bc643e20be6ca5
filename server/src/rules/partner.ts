/** Mitra (partner logo) form rules, SPEC §5 Partner. Pure: shared by the server and the client. */
import { z } from 'zod';

export const PARTNER_NAME_MAX = 50;

export const partnerSchema = z.object({
  partner: z
    .string({ error: 'Nama Mitra tidak boleh kosong' })
    .trim()
    .min(1, 'Nama Mitra tidak boleh kosong')
    .max(PARTNER_NAME_MAX, `Maksimal ${PARTNER_NAME_MAX} karakter`),
});
export type PartnerFields = z.infer<typeof partnerSchema>;
