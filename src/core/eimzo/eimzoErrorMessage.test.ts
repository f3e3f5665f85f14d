import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/ApiError';
import { eimzoErrorMessage } from './eimzoErrorMessage';

const refused = (message: string, status = 401) => new ApiError(status, { statusCode: status, error: 'Unauthorized', message });

describe('eimzoErrorMessage (docs/behaviour.md §9)', () => {
  it('maps the five refusals to their texts, revoked and not-allowed with a details link', () => {
    expect(eimzoErrorMessage(refused('Individuals are not allowed to login'))).toEqual({
      message: 'Тизимга фақат юридик шахслар кириши мумкин',
      details: false,
    });
    expect(eimzoErrorMessage(refused('Legal entities are not allowed to login'))).toEqual({
      message: 'Тизимга фақат жисмоний шахслар кириши мумкин',
      details: false,
    });
    expect(eimzoErrorMessage(refused('Invalid signer certificate'))).toEqual({ message: 'Калит билан имзолашда хатолик', details: false });
    expect(eimzoErrorMessage(refused('Revoked signer certificate', 403))).toEqual({
      message: 'Электрон имзо бекор қилинган',
      details: true,
    });
    expect(eimzoErrorMessage(refused("You're not allowed to login", 403))).toEqual({
      message: 'Бу электрон имзо билан тизимга кириш мумкин эмас',
      details: true,
    });
  });

  it('shows any other server message as it is, a lost connection as such, and the rest as Хатолик', () => {
    expect(eimzoErrorMessage(refused('Сўров муддати ўтган ёки у ишлатилган. Қайта уриниб кўринг'))).toEqual({
      message: 'Сўров муддати ўтган ёки у ишлатилган. Қайта уриниб кўринг',
      details: false,
    });
    expect(eimzoErrorMessage(new ApiError(0, null, 'Failed to fetch'))).toEqual({ message: 'Сервер билан алоқа йўқ', details: false });
    expect(eimzoErrorMessage(new ApiError(500, null, 'Internal Server Error'))).toEqual({ message: 'Хатолик', details: false });
    expect(eimzoErrorMessage(new TypeError('boom'))).toEqual({ message: 'Хатолик', details: false });
  });
});
