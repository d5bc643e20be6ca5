/** The two record kinds that share documents, gallery, agencies, export and row actions. */
export type Kind = 'mou' | 'pks';

export const KIND_TEXT: Record<Kind, { entity: string; lower: string }> = {
  mou: { entity: 'Kesepakatan', lower: 'kesepakatan' },
  pks: { entity: 'Perjanjian', lower: 'perjanjian' },
};
