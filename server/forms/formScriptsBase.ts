/** Where a form's inline element scripts are served (registerScriptRoutes), relative to the API base. */
export function formScriptsBase(formName: string): string {
  return `forms/${encodeURIComponent(formName)}/scripts/`;
}
