import { useState } from 'react';
import { Button } from '../../ui/Button';
import { ResizablePanels, type ResizablePanel } from '../../ui/resizable/ResizablePanels';
import { useTranslator } from '../../ui/useTranslator';
import { useShell } from '../routing/ShellContext';
import { DemoFrame } from './DemoFrame';

const DEFAULT_OUTER = [30, 70];
const DEFAULT_INNER = [60, 40];

/**
 * `/demo/test-resizable`: the resizable panels (src/ui/resizable) with static content, nested (a column on
 * the left, two stacked panels on the right), and the sizes read out as they change. Nothing is remembered:
 * the signed-in page `/system/resizable-page` is the one that keeps a user's layout.
 */
export function ResizableDemo() {
  const { runtime } = useShell();
  const t = useTranslator(runtime.i18n);
  const [outer, setOuter] = useState(DEFAULT_OUTER);
  const [inner, setInner] = useState(DEFAULT_INNER);
  const dividerLabel = (before: ResizablePanel, after: ResizablePanel) =>
    t('{0} ва {1} орасидаги чегара', { 0: before.label, 1: after.label });
  const pane = (title: string, text: string) => (
    <div className="pl-demo__pane">
      <h2>{title}</h2>
      <p>{text}</p>
    </div>
  );
  const labels = { a: t('Чап панел'), b: t('Юқори панел'), c: t('Пастки панел') };
  return (
    <DemoFrame
      name="demo-test-resizable"
      intro="Панеллар орасидаги чегарани сичқонча билан судранг ёки унга Tab билан ўтиб, стрелкалар (Shift билан — каттароқ қадам), Home, End ва Enter (йиғиш ва қайтариш) тугмаларини босинг. Панеллар ичма-ич жойлашиши мумкин."
    >
      <div className="pl-demo__toolbar">
        <output className="pl-muted" data-output="sizes">
          {t('Ўлчамлар: {0}', { 0: `${outer.map(Math.round).join('% · ')}% / ${inner.map(Math.round).join('% · ')}%` })}
        </output>
        <Button
          onClick={() => {
            setOuter(DEFAULT_OUTER);
            setInner(DEFAULT_INNER);
          }}
        >
          {t('Асл ҳолатига қайтариш')}
        </Button>
      </div>
      <div className="pl-demo__panels">
        <ResizablePanels
          groupId="pl-demo-outer"
          direction="horizontal"
          sizes={outer}
          onSizes={setOuter}
          dividerLabel={dividerLabel}
          panels={[
            { id: 'left', label: labels.a, min: 15, content: pane(labels.a, t('Бу панелнинг энг кичик ўлчами 15%.')) },
            {
              id: 'right',
              label: `${labels.b}, ${labels.c}`,
              min: 20,
              content: (
                <ResizablePanels
                  groupId="pl-demo-inner"
                  direction="vertical"
                  sizes={inner}
                  onSizes={setInner}
                  dividerLabel={dividerLabel}
                  panels={[
                    { id: 'top', label: labels.b, content: pane(labels.b, t('Ичма-ич гуруҳ: бу чегара юқорига ва пастга сурилади.')) },
                    {
                      id: 'bottom',
                      label: labels.c,
                      content: pane(labels.c, t('Enter панелни йиғади, яна Enter олдинги ўлчамини қайтаради.')),
                    },
                  ]}
                />
              ),
            },
          ]}
        />
      </div>
    </DemoFrame>
  );
}
