export { tokenAtom, sessionUserAtom, TOKEN_STORAGE_KEY } from './state/session';
export { decodeSessionUser } from './state/decodeSessionUser';
export { useSignIn } from './api/useSignIn';
export { useSignOut } from './api/useSignOut';
export { useSignInAgain } from './api/useSignInAgain';
export { useSessionProfile } from './api/useSessionProfile';
export { LoginForm, type LoginFormProps } from './components/LoginForm';
export { AutoLogin, type AutoLoginProps } from './components/AutoLogin';
export { signedInToast, loggedOutToast } from './toasts';
