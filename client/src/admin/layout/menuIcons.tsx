import {
  BuildingGovernmentRegular,
  DocumentBulletListRegular,
  DocumentSignatureRegular,
  HandshakeRegular,
  HistoryRegular,
  HomeRegular,
  ImageMultipleRegular,
  NewsRegular,
  PeopleRegular,
  PeopleTeamRegular,
  SettingsRegular,
  ChatMultipleRegular,
} from '@fluentui/react-icons';
import type { ReactElement } from 'react';

export const MENU_ICONS: Record<string, ReactElement> = {
  beranda: <HomeRegular />,
  penjajakan: <ChatMultipleRegular />,
  kesepakatan: <HandshakeRegular />,
  pks: <DocumentSignatureRegular />,
  kegiatan: <NewsRegular />,
  gambar: <ImageMultipleRegular />,
  mitra: <PeopleTeamRegular />,
  instansi: <BuildingGovernmentRegular />,
  pengguna: <PeopleRegular />,
  riwayat: <HistoryRegular />,
  pengaturan: <SettingsRegular />,
};

export const FALLBACK_ICON = <DocumentBulletListRegular />;
