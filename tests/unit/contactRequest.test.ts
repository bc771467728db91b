import { describe, expect, it } from 'vitest';
import {
  contactProblems,
  contactRequestBody,
  emptyContactForm,
  isMembershipReasonMissing,
} from '../../src/lib/contactRequest.ts';

const filled = { ...emptyContactForm, nome: ' Anna ', cognome: 'Neri', email: 'anna@example.org', message: 'Ciao' };

describe('contact form checks', () => {
  it('asks for first name, last name, email and message, in form order', () => {
    expect(contactProblems(emptyContactForm)).toEqual([
      ['nome', 'required'],
      ['cognome', 'required'],
      ['email', 'required'],
      ['message', 'required'],
    ]);
    expect(contactProblems({ ...filled, nome: '   ' })).toEqual([['nome', 'required']]);
  });

  it('does not ask for the message while the reason replaces it', () => {
    expect(contactProblems({ ...filled, message: '', iscrizione: true })).toEqual([]);
  });

  it('wants an email address that looks like one', () => {
    expect(contactProblems({ ...filled, email: 'anna@example' })).toEqual([['email', 'email']]);
    expect(contactProblems({ ...filled, email: 'anna @example.org' })).toEqual([['email', 'email']]);
    expect(contactProblems(filled)).toEqual([]);
  });

  it('wants a reason only while the membership box is ticked', () => {
    expect(isMembershipReasonMissing({ ...filled, iscrizione: true, motivo_iscrizione: ' ' })).toBe(true);
    expect(isMembershipReasonMissing({ ...filled, iscrizione: true, motivo_iscrizione: 'Volo da anni' })).toBe(false);
    expect(isMembershipReasonMissing({ ...filled, iscrizione: false })).toBe(false);
  });
});

describe('contact request body', () => {
  it('is exactly the contract’s fields, trimmed, empty texts as ""', () => {
    expect(contactRequestBody({ ...filled, telefono: ' 333 1234567 ', message: ' Ciao ' })).toEqual({
      nome: 'Anna',
      cognome: 'Neri',
      organizzazione: '',
      email: 'anna@example.org',
      telefono: '333 1234567',
      message: 'Ciao',
      iscrizione: false,
      motivo_iscrizione: '',
    });
  });

  it('sends the reason instead of the message while asking for membership', () => {
    const body = contactRequestBody({
      ...filled,
      message: 'typed before ticking',
      iscrizione: true,
      motivo_iscrizione: 'Ho un Piper',
    });
    expect(body).toMatchObject({ message: '', iscrizione: true, motivo_iscrizione: 'Ho un Piper' });
  });

  it('drops a reason typed before the box was unticked', () => {
    expect(contactRequestBody({ ...filled, iscrizione: false, motivo_iscrizione: 'old' }).motivo_iscrizione).toBe('');
  });
});
