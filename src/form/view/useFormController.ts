import { useEffect, useRef, useState } from 'react';
import { useStore } from 'zustand';
import {
  createFormController,
  type FormController,
  type FormControllerEvent,
  type FormControllerOptions,
  type FormControllerState,
} from '../model/createFormController';

/**
 * The React binding of createFormController: one controller per mounted form (a new record or definition
 * mounts a new form), its state as React state, and `onEvent` heard for as long as the form is mounted. The
 * options and `onEvent` may change identity on every render; the controller calls the latest ones.
 *
 * @example
 * const { controller, id, stale, busy } = useFormController({ api, name, fields: model.fields, record, t, notify, confirm, form: target }, onEvent);
 * <form onSubmit={form.handleSubmit((values) => controller.save(values))}>
 */
export function useFormController(
  options: FormControllerOptions,
  onEvent: (event: FormControllerEvent) => void,
): FormControllerState & { controller: FormController } {
  const [controller] = useState(() => createFormController(options));
  // Like a ref assigned in render: calls already on their way finish with the callbacks of the latest render.
  controller.setOptions(options);
  const latestOnEvent = useRef(onEvent);
  latestOnEvent.current = onEvent;
  useEffect(() => controller.on((event) => latestOnEvent.current(event)), [controller]);
  const state = useStore(controller);
  return { ...state, controller };
}
