/** Page-to-worker messages: one typed union, one handler. */
export type PageToWorkerMessage = { type: 'SKIP_WAITING' };

function isPageMessage(data: unknown): data is PageToWorkerMessage {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'SKIP_WAITING';
}

export function registerMessageHandlers(scope: ServiceWorkerGlobalScope): void {
  scope.addEventListener('message', (event) => {
    if (!isPageMessage(event.data)) return;
    switch (event.data.type) {
      case 'SKIP_WAITING':
        // The user accepted the update prompt: activate the waiting worker now.
        void scope.skipWaiting();
        break;
    }
  });
}
