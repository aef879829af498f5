/** Who the bank plugin's calls are for: the signed-in buyer. */
export interface BankOwner {
  user_id: number;
  email: string;
}
