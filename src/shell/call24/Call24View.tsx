import { useStore } from 'zustand';
import { productOf } from '../../core/session/permissions';
import { canHandleCall24 } from '../../core/call24/canHandleCall24';
import { useShell } from '../routing/ShellContext';
import { Call24Forbidden } from './Call24Forbidden';
import { Call24Requests } from './Call24Requests';

/**
 * `/system/call24` (docs/behaviour.md §1, issue 15): the call-back requests, for administrators and holders of
 * CALL24_PERMISSION. Anyone else gets the access-denied view without a call being made; the server refuses
 * them too, and its 403 shows the same view.
 */
export function Call24View() {
  const { runtime } = useShell();
  const allowed = useStore(runtime.store, (s) => canHandleCall24(s.user, productOf(s.projectInfo)));
  return allowed ? <Call24Requests /> : <Call24Forbidden />;
}
