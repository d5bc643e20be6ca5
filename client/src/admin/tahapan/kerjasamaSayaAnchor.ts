/** The fragment of an agreement's card on Kerja Sama Saya (a search hit links to it). */
export const kerjasamaSayaAnchor = (idMou: number): string => `kesepakatan-${idMou}`;
