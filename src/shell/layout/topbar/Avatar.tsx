import { useState } from 'react';
import { avatarLetter } from '../../../core/layout/avatarLetter';

/**
 * The user's photo, or the first letter of the username when there is none or it fails to load (docs/behaviour.md §1).
 * Decorative: the account button beside it carries the name.
 */
export function Avatar({ photo, username }: { photo: string | null | undefined; username: string }) {
  const [failedPhoto, setFailedPhoto] = useState<string | null>(null);
  if (photo && failedPhoto !== photo) {
    return <img className="pl-avatar" src={photo} alt="" aria-hidden="true" onError={() => setFailedPhoto(photo)} />;
  }
  return (
    <span className="pl-avatar pl-avatar--letter" aria-hidden="true">
      {avatarLetter(username)}
    </span>
  );
}
