import { paths } from '@/config/paths';

/** "Start from a copy": a new template prefilled with this one's sections. */
export const copyTemplatePath = (templateId: string) =>
  `${paths.agentDashboard.newTemplate}?${new URLSearchParams({ copy: templateId }).toString()}`;
