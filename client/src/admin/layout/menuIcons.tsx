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
  ClipboardTaskListLtrRegular,
} from '@fluentui/react-icons';
import type { ReactElement } from 'react';
import type { AdminRouteName } from '../adminPaths';

/** The sidebar icon of each menu entry of ADMIN_ROUTES (apart: the table is in the first download, the icons are not). */
export const MENU_ICONS: Partial<Record<AdminRouteName, ReactElement>> = {
  Dashboard: <HomeRegular />,
  Penjajagan: <ChatMultipleRegular />,
  Kesepakatan: <HandshakeRegular />,
  PKS: <DocumentSignatureRegular />,
  'Admin Kegiatan': <NewsRegular />,
  Gambar: <ImageMultipleRegular />,
  Mitra: <PeopleTeamRegular />,
  Instansi: <BuildingGovernmentRegular />,
  Pengguna: <PeopleRegular />,
  Riwayat: <HistoryRegular />,
  Pengaturan: <SettingsRegular />,
  Monev: <ClipboardTaskListLtrRegular />,
};

export const FALLBACK_ICON = <DocumentBulletListRegular />;
