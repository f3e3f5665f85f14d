// An Angular 21 host without the CLI: a standalone component compiled ahead of time by ngc, zoneless change
// detection driven by signals, Platon's events through Angular's own `(event)` bindings.
import { Component, CUSTOM_ELEMENTS_SCHEMA, HostListener, provideZonelessChangeDetection, signal } from '@angular/core';
import { bootstrapApplication } from '@angular/platform-browser';
import { INITIAL_STATUS, LOGOUT_EVENT, TABLE_NAMES, apiBase, loadPlaton, nextStatus, signOut, statusText } from '../shared/platonHost.ts';

@Component({
  selector: 'host-root',
  // The platon-* tags are custom elements, not Angular components.
  schemas: [CUSTOM_ELEMENTS_SCHEMA],
  template: `
    <nav class="mat-toolbar">
      <span class="brand">Ҳамкор портали</span>
      <a href="#appeals">Мурожаатлар</a>
      <a href="#send">Мурожаат юбориш</a>
      <a href="#app">Илова</a>
    </nav>
    <main>
      <p id="status" role="status" aria-live="polite">{{ status() }}</p>
      <section class="ng-card" id="appeals">
        <h2>Мурожаатлар</h2>
        <div class="toolbar">
          <button type="button" class="ng-button" (click)="insert()">Жадвални қўшиш</button>
          <button type="button" class="ng-button" (click)="remove()">Жадвални олиб ташлаш</button>
          <button type="button" class="ng-button" (click)="rename()">Бошқа жадвал</button>
          <button type="button" class="ng-button" (click)="signOut()">Тизимдан чиқиш</button>
        </div>
        <platon-auth [attr.api-base]="apiBase" (platon-auth-login)="hear($event)"></platon-auth>
        <div id="table-slot">
          @if (tableShown()) {
            <platon-table
              [attr.api-base]="apiBase"
              [attr.name]="tableName()"
              (platon-table-loaded)="hear($event)"
              (platon-table-row-click)="hear($event)"
            ></platon-table>
          }
        </div>
      </section>
      <section class="ng-card" id="send">
        <h2>Мурожаат юбориш</h2>
        <platon-form
          public
          name="public_appeal"
          [attr.api-base]="apiBase"
          (platon-form-loaded)="hear($event)"
          (platon-form-submitted)="hear($event)"
        ></platon-form>
      </section>
      <section class="ng-card" id="app">
        <h2>Илова</h2>
        <button type="button" class="ng-button" (click)="appShown.set(!appShown())">
          {{ appShown() ? 'Иловани ёпиш' : 'Иловани очиш' }}
        </button>
        @if (appShown()) {
          <div class="app-panel"><platon-app [attr.api-base]="apiBase" router-mode="hash"></platon-app></div>
        }
      </section>
    </main>
  `,
})
class HostComponent {
  readonly apiBase = apiBase();
  readonly tableShown = signal(true);
  readonly tableName = signal<string>(TABLE_NAMES[0]);
  readonly appShown = signal(false);
  private readonly state = signal(INITIAL_STATUS);
  readonly status = () => statusText(this.state());

  hear(event: Event): void {
    this.state.update((status) => nextStatus(status, event.type, (event as CustomEvent).detail));
  }

  @HostListener(`window:${LOGOUT_EVENT}`, ['$event'])
  onLogout(event: Event): void {
    this.hear(event);
  }

  insert(): void {
    this.tableShown.set(true);
  }
  remove(): void {
    this.tableShown.set(false);
  }
  rename(): void {
    this.tableName.update((name) => (name === TABLE_NAMES[0] ? TABLE_NAMES[1] : TABLE_NAMES[0]));
  }
  signOut(): void {
    void signOut();
  }
}

bootstrapApplication(HostComponent, { providers: [provideZonelessChangeDetection()] })
  .then(() => loadPlaton())
  .catch((error: unknown) => console.error(error));
