const key = (userId: string) => `admin.publisherWelcomeSeen.${userId}`;

/** The publisher welcome modal is shown once per user, remembered per user id in local storage. */
export function welcomeSeen(userId: string): boolean {
  try {
    return localStorage.getItem(key(userId)) === '1';
  } catch {
    return false;
  }
}

export function rememberWelcomeSeen(userId: string): void {
  try {
    localStorage.setItem(key(userId), '1');
  } catch {
    // Without storage the modal shows again next time; nothing else is lost.
  }
}
