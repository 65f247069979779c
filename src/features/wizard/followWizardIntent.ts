import type { UseNavigateResult } from '@tanstack/react-router';
import type { WizardIntent } from '../../../machines/wizard.machine.ts';
import { sameOriginPath } from '../../api/redirects.ts';

/**
 * Goes where the wizard machine says, through the router's typed routes: a renamed route fails to compile
 * here. Only a callback is a URL, because it came as one from outside; it is followed while it stays on
 * this site, and otherwise the wizard ends at the products as it does without one.
 */
export function followWizardIntent(navigate: UseNavigateResult<string>, intent: WizardIntent): Promise<void> {
  switch (intent.to) {
    case 'step': {
      const { wizard, step, id, idRoom } = intent;
      const search = intent.edit ? { edit: true } : {};
      if (id && idRoom)
        return navigate({ to: '/$wizard/$step/$id/$idRoom', params: { wizard, step, id, idRoom }, search });
      if (id) return navigate({ to: '/$wizard/$step/$id', params: { wizard, step, id }, search });
      return navigate({ to: '/$wizard/$step', params: { wizard, step }, search });
    }
    case 'rooms': {
      // The product is saved by now; were its id missing, the URL would end in an empty id, as it used to.
      const params = { id: intent.id ?? '' };
      return intent.wizard === 'hostel'
        ? navigate({ to: '/rooms-hostels/$id', params })
        : navigate({ to: '/rooms-hotels/$id', params });
    }
    case 'products':
      return navigate({ to: '/my-products' });
    case 'callback': {
      const path = sameOriginPath(intent.callback);
      return path ? navigate({ href: path }) : navigate({ to: '/my-products' });
    }
  }
}
