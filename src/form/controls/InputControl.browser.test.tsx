import { runControlContract } from './testing/runControlContract';
import { typeInto } from './testing/typeInto';

runControlContract({
  element: { id: 1, type: 'input', dataField: 'applicant', label: 'Ариза берувчи' },
  sample: 'Алишер',
  shownSample: 'Алишер',
  shown: (mounted) => mounted.shadow.querySelector('input')!.value,
  enter: (mounted) => typeInto(mounted.shadow.querySelector('input')!, 'Nodira'),
  entered: 'Nodira',
});
