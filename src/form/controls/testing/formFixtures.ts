import { ApiError } from '../../../core/api/ApiError';
import type { FormDefinition, FormRecord, SaveFormRequest } from '../../../core/api/formContract';
import type { FormApi } from '../../data/FormApi';
import { testFormApi } from './testFormApi';

/**
 * Browser tests of the form screen: the demo's appeal form, small: a required applicant, an amount, an urgent
 * switch and a reason shown only for urgent appeals.
 *
 * @example
 * const definition = appealForm({ canHardDelete: true });
 */
export function appealForm(props: Partial<FormDefinition['props']> = {}, elements?: FormDefinition['elements']): FormDefinition {
  return {
    props: {
      id: 1,
      name: 'appeals',
      title: 'Мурожаат',
      projectId: 'demo',
      isBuiltIn: false,
      isPublic: false,
      rowKey: 'id',
      canInsert: true,
      canUpdate: true,
      canDelete: true,
      canHardDelete: false,
      ...props,
    },
    elements: elements ?? [
      { id: 11, type: 'input', dataField: 'applicant', label: 'Ариза берувчи', isRequired: true, width: 6 },
      { id: 12, type: 'input', dataField: 'amount', label: 'Сумма', width: 6 },
      { id: 13, type: 'input', dataField: 'reason', label: 'Сабаб', displayCondition: "applicant == 'Шошилинч'" },
    ],
  };
}

/** One recorded call of the fake API. */
export interface FormCall {
  kind: 'definition' | 'record' | 'insert' | 'update' | 'remove';
  id?: string | number;
  request?: SaveFormRequest;
  version?: number | null;
  hard?: boolean;
}

export interface FakeFormApi extends FormApi {
  calls: FormCall[];
  /** The stored records by id, as the fake server keeps them. */
  records: Map<string, FormRecord>;
  /** The next write fails with this error instead (then the fake works normally again). */
  failNext: ApiError | null;
}

/**
 * A FormApi over an in-memory table with the server's version rule: an update or delete with a version other
 * than the stored one answers 409 STALE_RECORD; inserts number records from 100.
 *
 * @example
 * const api = fakeFormApi(appealForm(), [{ id: 7, values: { applicant: 'Али' }, version: 1 }]);
 */
export function fakeFormApi(definition: FormDefinition, stored: FormRecord[] = []): FakeFormApi {
  const records = new Map(stored.map((record) => [String(record.id), structuredClone(record)]));
  let nextId = 100;
  const api: FakeFormApi = {
    ...testFormApi(),
    calls: [],
    records,
    failNext: null,
    async definition() {
      api.calls.push({ kind: 'definition' });
      return definition;
    },
    async record(_name, id) {
      api.calls.push({ kind: 'record', id });
      const record = records.get(String(id));
      if (!record) throw new ApiError(404, { statusCode: 404, error: 'Not Found', message: 'Not Found' });
      return structuredClone(record);
    },
    async insert(_name, request) {
      api.calls.push({ kind: 'insert', request: structuredClone(request) });
      failIfAsked();
      const record = { id: nextId++, values: structuredClone(request.values), version: 1 };
      records.set(String(record.id), record);
      return structuredClone(record);
    },
    async update(_name, id, request) {
      api.calls.push({ kind: 'update', id, request: structuredClone(request) });
      failIfAsked();
      const record = records.get(String(id))!;
      if (record.version !== request.version) throw stale();
      const next = { id: record.id, values: { ...record.values, ...request.values }, version: (record.version ?? 0) + 1 };
      records.set(String(id), next);
      return structuredClone(next);
    },
    async remove(_name, id, version, hard) {
      api.calls.push({ kind: 'remove', id, version, hard });
      failIfAsked();
      const record = records.get(String(id));
      if (!record || record.version !== version) throw stale();
      records.delete(String(id));
    },
  };
  function failIfAsked() {
    const error = api.failNext;
    api.failNext = null;
    if (error) throw error;
  }
  return api;
}

/** The server's 409 for a record that moved on (src/core/api/formContract.ts STALE_RECORD). */
export function stale(): ApiError {
  return new ApiError(409, {
    statusCode: 409,
    error: 'Conflict',
    code: 'STALE_RECORD',
    message: 'Маълумот бошқа фойдаланувчи томонидан ўзгартирилган',
  });
}
