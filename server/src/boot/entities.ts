import { StoredFile } from '../files/stored-file.entity.js';
import { Kegiatan } from '../modules/kegiatan/kegiatan.entity.js';
import { Mou } from '../modules/mou/mou.entity.js';
import { MouSkpd } from '../modules/mou/mou-skpd.entity.js';
import { Pks } from '../modules/pks/pks.entity.js';
import { PksSkpd } from '../modules/pks/pks-skpd.entity.js';
import { Partner } from '../modules/partner/partner.entity.js';
import { Profil } from '../modules/profil/profil.entity.js';
import { Slider } from '../modules/slider/slider.entity.js';
import { Penjajagan } from '../modules/penjajagan/penjajagan.entity.js';
import { PenjajaganDetail } from '../modules/penjajagan/penjajagan-detail.entity.js';
import { PenjajaganSkpd } from '../modules/penjajagan/penjajagan-skpd.entity.js';
import { Riwayat } from '../modules/riwayat/riwayat.entity.js';
import { Skpd } from '../modules/skpd/skpd.entity.js';
import { User } from '../modules/user/user.entity.js';
import { AccessToken } from '../modules/token-akses/access-token.entity.js';

export const entities = [Skpd, User, Riwayat, StoredFile, Penjajagan, PenjajaganSkpd, PenjajaganDetail, Partner, Slider, Kegiatan, Profil, Mou, MouSkpd, Pks, PksSkpd, AccessToken];
