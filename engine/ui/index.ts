// The engine's browser side. The app shell supplies the HTTP client and toasts through
// <EngineProvider>, then renders <EntityPage entity="..."> for a schema-driven page.
// This index names the whole surface; a page imports the modules it uses themselves (./EntityList.tsx,
// ./format.ts, ...), since importing anything from here brings every page's code (the grid, the record
// form, the reports) into that page (tests/unit/page-imports.test.ts).
export { createEntityApi, EntityApiError, listParams, toApiError } from './api.ts';
export type { EntityApi, FieldError, ListQuery, ListResult, MetaResult, RecordId, Row, WriteResult } from './api.ts';
export { EngineProvider, useEngine, useSlot } from './EngineProvider.tsx';
export type { EngineContextValue, EngineProviderProps, EngineSlots, Notify, NotifyVariant } from './EngineProvider.tsx';
export { noFormDraft } from './form/formDraft.ts';
export type { FormDraft, FormDraftBinding, UseFormDraft } from './form/formDraft.ts';
export { EntityForm, SAVED_MESSAGE, UPDATED_MESSAGE } from './EntityForm.tsx';
export type { EntityFormProps } from './EntityForm.tsx';
export { EntityList, PAGE_SIZE_OPTIONS } from './EntityList.tsx';
export type { EntityListProps } from './EntityList.tsx';
export { EntityPage, FORM_SLOT } from './EntityPage.tsx';
export type { EntityPageProps } from './EntityPage.tsx';
export { formatDate, formatDateTime, formatIndian, groupIndian } from './format.ts';
export { LinkPicker } from './form/LinkPicker.tsx';
export { SearchPicker, PICKER_PAGE_SIZE } from './form/SearchPicker.tsx';
export type { SearchPickerProps } from './form/SearchPicker.tsx';
export { MoneyWidget } from './form/MoneyWidget.tsx';
export { DateWidget } from './form/DateWidget.tsx';
// Plain inputs (no form library): the schema form's widgets and hand-made pages draw the same ones.
export { DateInput, DATE_TEXT_HINT } from './fields/DateInput.tsx';
export type { DateInputProps } from './fields/DateInput.tsx';
export { AmountInput } from './fields/AmountInput.tsx';
export type { AmountInputProps } from './fields/AmountInput.tsx';
export { ChoiceInput } from './fields/ChoiceInput.tsx';
export type { Choice, ChoiceInputProps } from './fields/ChoiceInput.tsx';
export { TextInput } from './fields/TextInput.tsx';
export type { TextInputProps } from './fields/TextInput.tsx';
export { parseDateText } from './date-text.ts';
export { ENGINE_WIDGETS } from './form/widgets.ts';
export { MetaStore } from './stores/MetaStore.ts';
export type { LoadState } from './stores/MetaStore.ts';
export { DEFAULT_PAGE_SIZE, ListStore } from './stores/ListStore.ts';
export type { ListStoreOptions } from './stores/ListStore.ts';
export { callApi } from './api.ts';
export { formatDayFirst, formatQuantity, formatRupees, plainDecimal } from './format.ts';
// Reports: a page per report schema, drawn from GET /api/meta/reports.
export { ReportPage } from './report/ReportPage.tsx';
export type { ReportPageProps } from './report/ReportPage.tsx';
export { ReportIndex } from './report/ReportIndex.tsx';
export { ReportMetaStore, reportTitle } from './report/ReportMetaStore.ts';
export { createReportApi } from './report/report-api.ts';
export type { ReportApi, ReportData } from './report/report-api.ts';
export { NO_PRINT_CLASS } from './report/print.ts';
