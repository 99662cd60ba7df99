import { Migration20261121000000Foundation } from './Migration20261121000000Foundation.js';
import { Migration20261121150000Billing } from './Migration20261121150000Billing.js';
import { Migration20261121100000Records } from './Migration20261121100000Records.js';
import { Migration20261121100100RecordsSearch } from './Migration20261121100100RecordsSearch.js';
import { Migration20261121200000Commerce } from './Migration20261121200000Commerce.js';
import { Migration20261123090000Http } from './Migration20261123090000Http.js';
import { Migration20261123090500Jaw } from './Migration20261123090500Jaw.js';
import { Migration20261123090500Records } from './Migration20261123090500Records.js';
import { Migration20261123093000Speed } from './Migration20261123093000Speed.js';
import { Migration20261123190000Capture } from './Migration20261123190000Capture.js';
import { Migration20261123170000Face } from './Migration20261123170000Face.js';
import { Migration20261127140000CtCanals } from './Migration20261127140000CtCanals.js';
import { Migration20261128090000CameraCalibration } from './Migration20261128090000CameraCalibration.js';
import { Migration20261128100000PatientCount } from './Migration20261128100000PatientCount.js';
import { Migration20261128170000StorageUsage } from './Migration20261128170000StorageUsage.js';

/** Applied in this order at start; a new migration is appended, never edited once landed. */
export const migrations = [
  { name: 'Migration20261121000000Foundation', class: Migration20261121000000Foundation },
  { name: 'Migration20261121150000Billing', class: Migration20261121150000Billing },
  { name: 'Migration20261121100000Records', class: Migration20261121100000Records },
  { name: 'Migration20261121200000Commerce', class: Migration20261121200000Commerce },
  { name: 'Migration20261121100100RecordsSearch', class: Migration20261121100100RecordsSearch },
  { name: 'Migration20261123090000Http', class: Migration20261123090000Http },
  { name: 'Migration20261123090500Jaw', class: Migration20261123090500Jaw },
  { name: 'Migration20261123090500Records', class: Migration20261123090500Records },
  { name: 'Migration20261123093000Speed', class: Migration20261123093000Speed },
  { name: 'Migration20261123170000Face', class: Migration20261123170000Face },
  { name: 'Migration20261123190000Capture', class: Migration20261123190000Capture },
  { name: 'Migration20261127140000CtCanals', class: Migration20261127140000CtCanals },
  { name: 'Migration20261128090000CameraCalibration', class: Migration20261128090000CameraCalibration },
  { name: 'Migration20261128100000PatientCount', class: Migration20261128100000PatientCount },
  { name: 'Migration20261128170000StorageUsage', class: Migration20261128170000StorageUsage },
];
