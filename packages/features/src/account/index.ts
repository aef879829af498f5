export { SignupForm, type SignupFormProps } from './components/SignupForm';
export { CardDetailsForm, type CardDetailsFormProps } from './components/CardDetailsForm';
export { Activation, type ActivationProps } from './components/Activation';
export { ResetRequestForm, type ResetRequestFormProps } from './components/ResetRequestForm';
export { ChangePasswordForm, type ChangePasswordFormProps } from './components/ChangePasswordForm';
export { ProfileForm } from './components/ProfileForm';
export { ProfilePasswordForm, type ProfilePasswordFormProps } from './components/ProfilePasswordForm';
export { NotificationSettingsForm } from './components/NotificationSettingsForm';
