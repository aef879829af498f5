import { activateUser } from './accounts/activateUser';
import { changePassword } from './accounts/changePassword';
import { checkEmailExistance } from './accounts/checkEmailExistance';
import { forgotPassword } from './accounts/forgotPassword';
import { getUserProfileDetails } from './accounts/getUserProfileDetails';
import { login } from './accounts/login';
import { getNotification, updateNotification } from './accounts/notifications';
import { register } from './accounts/register';
import { saveCustomerId } from './accounts/saveCustomerId';
import { updatePasswordInProfile } from './accounts/updatePasswordInProfile';
import { updateUserProfile } from './accounts/updateUserProfile';
import { buyerDashboard } from './dashboard/buyerDashboard';
import { buyerTransaction } from './dashboard/buyerTransaction';
import type { OperationHandlers } from './http/operationTypes';
import { getCatAndSubcatTimed, getOverallCategory } from './reference/categories';
import { getMetalPriceHistory } from './reference/metalPriceHistory';
import { getHealth } from './system/getHealth';

/** The handler of every operation this server implements, by operationId (see http/pendingOperations.ts for the rest). */
export const operationHandlers = {
  // auth
  login,
  checkEmailExistance,
  register,
  forgotPassword,
  changePassword,
  activateUser,
  // account
  updatePasswordInProfile,
  getUserProfileDetails,
  updateUserProfile,
  buyerDashboard,
  getNotification,
  updateNotification,
  buyerTransaction,
  // cards
  saveCustomerId,
  // reference
  getCatAndSubcatTimed,
  getOverallCategory,
  getMetalPriceHistory,
  // system
  getHealth,
} satisfies OperationHandlers;
