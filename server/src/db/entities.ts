import { StoredFile } from '../files/stored-file.entity.js';
import { Penjajagan } from '../modules/penjajagan/penjajagan.entity.js';
import { Riwayat } from '../modules/riwayat/riwayat.entity.js';
import { Skpd } from '../modules/skpd/skpd.entity.js';
import { User } from '../modules/user/user.entity.js';

export const entities = [Skpd, User, Riwayat, StoredFile, Penjajagan];
