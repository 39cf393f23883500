/** Part 2 of the permission-matrix walk (tests/policy/matrix-walk.ts). */
import { walkMatrix } from '@tests/policy/matrix-walk';

walkMatrix(2);
