/** Whether a name in a product or ledger row is this user's: usernames are compared without case. */
export const sameUsername = (name: string, username: string | undefined) => username !== undefined && name.toLowerCase() === username.toLowerCase();
