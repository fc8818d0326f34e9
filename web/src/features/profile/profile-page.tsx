import { useState } from 'react';
import { FiEdit2 } from 'react-icons/fi';
import { css, cx } from 'styled-system/css';
import { badge } from 'styled-system/recipes/badge';
import { card } from 'styled-system/recipes/card';
import { heading } from 'styled-system/recipes/heading';
import { MESSAGES } from '@homehaven/domain/messages';
import { useAuth } from '../../lib/auth/use-auth';
import { useRole } from '../../lib/auth/use-role';
import { Button } from '../../components/ui/button';
import { UserAvatar } from '../../components/ui/user-avatar';
import { EditProfileForm } from './components/edit-profile-form';
import { ProfileFact } from './components/profile-fact';

const SLOTS = card();
const CARD = cx(SLOTS.root, css({ maxW: '3xl', mx: 'auto', overflow: 'hidden', rounded: '2xl', shadow: 'sm' }));
// The cover photo sits over a gradient, which shows wherever the photo is missing.
const COVER = css({ h: { base: '32', md: '48' }, bgImage: 'url(/cover.jpg), linear-gradient(120deg, #0f766e, #14b8a6 55%, #99f6e4)', bgSize: 'cover', backgroundPosition: 'center' });
const BODY = cx(SLOTS.body, css({ pt: '0', px: { base: '5', md: '8' }, pb: '8' }));
const HEAD = css({ display: 'flex', flexDirection: { base: 'column', sm: 'row' }, alignItems: { base: 'center', sm: 'flex-start' }, gap: '4' });
const PHOTO = css({ rounded: 'full', borderWidth: '4px', borderColor: 'white', bg: 'white', mt: '-12', shadow: 'sm' });
const NAMES = css({ display: 'flex', flexDirection: 'column', gap: '1', flex: '1', textAlign: { base: 'center', sm: 'left' }, pt: { base: '0', sm: '4' } });
const NAME = heading({ size: 'xl' });
const ROLE = cx(badge({ size: 'lg' }), css({ colorPalette: 'teal' }));
const EDIT = css({ mt: { base: '0', sm: '4' } });
const BELOW = css({ mt: '8' });
const FACTS = css({ display: 'grid', gridTemplateColumns: { base: 'repeat(1, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' }, gap: '6' });

/** Profile: cover, photo, role in upper case, uid, name, e-mail; and the user's own edit form. */
export function ProfilePage() {
  const { user } = useAuth();
  const { role } = useRole();
  const [editing, setEditing] = useState(false);
  if (!user) return null;
  const name = user.displayName || MESSAGES.fallback.userName;

  return (
    <div className={CARD}>
      <div className={COVER} />
      <div className={BODY}>
        <div className={HEAD}>
          {/* Only the photo overlaps the cover; name and role sit below it. */}
          <div className={PHOTO}>
            <UserAvatar name={user.displayName} photoURL={user.photoURL} size="2xl" />
          </div>
          <div className={NAMES}>
            <h2 className={NAME}>{name}</h2>
            <div>
              <span className={ROLE} data-testid="profile-role">
                {(role ?? '…').toUpperCase()}
              </span>
            </div>
          </div>
          {editing ? null : (
            <Button variant="outline" palette="teal" className={EDIT} onClick={() => setEditing(true)}>
              <FiEdit2 /> Edit profile
            </Button>
          )}
        </div>
        <div className={BELOW}>
          {editing ? (
            <EditProfileForm initialName={user.displayName ?? ''} onDone={() => setEditing(false)} />
          ) : (
            <div className={FACTS}>
              <ProfileFact label="User ID" value={user.uid} testId="profile-uid" />
              <ProfileFact label="Name" value={name} testId="profile-name" />
              <ProfileFact label="E-mail" value={user.email ?? ''} testId="profile-email" />
            </div>
          )}
        </div>
      </div>
    </div>
  );
}
