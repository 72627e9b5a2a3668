import type { Page } from '@playwright/test';

export interface ConsultationInput {
  fullName?: string;
  phoneNumber?: string;
  email?: string;
  helpTopic?: 'For Business' | 'For Individual' | 'Learn AI Tools' | 'Other';
}

export function form(page: Page) {
  return {
    fullName: page.getByLabel('Full Name'),
    phoneNumber: page.getByLabel('Phone Number'),
    email: page.getByLabel('Email Address'),
    helpTopic: page.getByRole('combobox', { name: 'Help Topic' }),
    submit: page.getByRole('button', { name: 'Request Free Consultation' }),
  };
}

export async function chooseTopic(
  page: Page,
  topic: NonNullable<ConsultationInput['helpTopic']>,
): Promise<void> {
  await form(page).helpTopic.selectOption(topic);
}

export async function fillConsultation(page: Page, input: ConsultationInput): Promise<void> {
  const fields = form(page);
  if (input.fullName !== undefined) await fields.fullName.fill(input.fullName);
  if (input.phoneNumber !== undefined) await fields.phoneNumber.fill(input.phoneNumber);
  if (input.email !== undefined) await fields.email.fill(input.email);
  if (input.helpTopic !== undefined) await chooseTopic(page, input.helpTopic);
}

/** Every request the page sends to the backend's REST endpoint. */
export function trackInserts(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/rest/v1/')) sent.push(`${request.method()} ${request.url()}`);
  });
  return sent;
}

export function uniqueEmail(label: string): string {
  return `${label}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
}
