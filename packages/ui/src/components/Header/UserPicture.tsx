import { UserIcon } from './icons';
import * as styles from './AccountNav.css';

/** The buyer's photo when there is one, the user icon otherwise. */
export function UserPicture({ avatar }: { avatar: string | undefined }) {
  return avatar ? <img className={styles.picture} src={avatar} alt="" /> : <UserIcon />;
}
