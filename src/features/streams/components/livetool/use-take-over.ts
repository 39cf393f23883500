import { App } from 'antd';
import { useRef } from 'react';
import { slideControlTexts, type SlideControl } from '@domain/presenting/slide-control';
import type { ConsoleActions } from '../../api/console-actions';

/**
 * The console's slide actions as the operator's buttons and keys reach them (issue 29): while a
 * presenter holds control each one first asks "Take control from {name}?", and runs, taking
 * control back, only once the operator confirms. One question at a time: keys pressed while it is
 * open belong to it.
 */
export function useTakeOver(actions: ConsoleActions, control: SlideControl): ConsoleActions {
  const { modal } = App.useApp();
  const asking = useRef(false);
  const guard = (act: (takeOver: boolean) => void) => {
    if (control.by === 'operator') return act(false);
    if (asking.current) return;
    asking.current = true;
    modal.confirm({
      title: slideControlTexts.takeQuestion(control.name),
      content: slideControlTexts.takeHint(control.name),
      okText: slideControlTexts.takeButton,
      cancelText: 'Cancel',
      onOk: () => act(true),
      afterClose: () => {
        asking.current = false;
      },
    });
  };
  return {
    next: () => guard(actions.next),
    previous: () => guard(actions.previous),
    cut: () => guard(actions.cut),
    hide: () => guard(actions.hide),
    chooseDeck: (deckId) => guard((takeOver) => actions.chooseDeck(deckId, takeOver)),
    busy: actions.busy,
  };
}
