let made = 0;

/** A new buyer's details, unique within the run (the e-mail also across runs of a kept data folder). */
export function newBuyer() {
  made += 1;
  const tag = `${Date.now().toString(36)}${made}`;
  return {
    first_name: 'Mary Ann',
    last_name: "O'Neil",
    email: `mary.${tag}@example.com`,
    password: 'Gold#Coin9',
    phone: '5035550123',
  };
}
export type NewBuyer = ReturnType<typeof newBuyer>;
