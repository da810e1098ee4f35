import { Canvas, FabricImage, FabricText, IText, Textbox, version, type FabricObject } from 'fabric';
import { PREVIEW_DPI } from '@shared/constants';
import { mmToPx } from '@shared/rules/badge';
import type { BadgeTemplate } from '@shared/schemas/badge';
import { BADGE_FONT_STACK, badgeFontsReady, badgeWeight, type BadgeFontWeight } from '../render/fonts';
import { qrRaster } from '../render/qr';
import { SAMPLE_TICKET_URL } from './sampleValues';
import {
  canvasTemplate,
  isTicketQr,
  storedTextFamily,
  TEMPLATE_OBJECT_PROPS,
  TICKET_QR_ROLE,
} from '../render/template';

export type TextAlign = 'left' | 'center' | 'right';
type LayerKind = 'text' | 'qr' | 'image' | 'shape';

export interface TextStyle {
  text: string;
  fontSize: number;
  fontWeight: BadgeFontWeight;
  fill: string;
  textAlign: TextAlign;
}

export interface EditorLayer {
  index: number;
  kind: LayerKind;
  /** The text of a text object; '' for the others (the UI names them by kind). */
  text: string;
  selected: boolean;
}

export interface EditorState {
  layers: EditorLayer[];
  /** Set when exactly one object is selected. */
  selected: { kind: LayerKind; style: TextStyle | null } | null;
  /** Bumped on every change of the template (not of the selection). */
  revision: number;
}

type StoredTemplate = BadgeTemplate['template'];

/** What the editor shows in the QR box: a code of this shape, not a real ticket's. */
const SAMPLE_QR_TEXT = SAMPLE_TICKET_URL;
/** Resolution of the sample QR bitmap (it is scaled to its box). */
const SAMPLE_QR_PX = 512;
const DEFAULT_TEXT_STYLE = { fontSize: 16, fontWeight: 700, fill: '#1f2933', textAlign: 'center' } as const;

const kindOf = (o: FabricObject): LayerKind =>
  isTicketQr(o as { lanyardRole?: unknown })
    ? 'qr'
    : o instanceof FabricText
      ? 'text'
      : o instanceof FabricImage
        ? 'image'
        : 'shape';

const textStyleOf = (o: FabricText): TextStyle => ({
  text: o.text,
  fontSize: Math.round(o.fontSize * 10) / 10,
  fontWeight: badgeWeight(o.fontWeight),
  fill: typeof o.fill === 'string' ? o.fill : '#000000',
  textAlign: (['left', 'center', 'right'] as const).find((a) => a === o.textAlign) ?? 'left',
});

/**
 * The organizers' badge canvas: a fabric Canvas over the template's 72-dpi scene (one unit is one
 * PDF point, docs/badges.md), zoomed to fit the screen. The page drives it through these methods
 * and re-renders from the state it reports.
 */
export class BadgeCanvasEditor {
  private readonly canvas: Canvas;
  private readonly element: HTMLCanvasElement;
  private sceneWidth = mmToPx(90, PREVIEW_DPI);
  private sceneHeight = mmToPx(120, PREVIEW_DPI);
  private zoom = 1;
  private available: { width: number; height: number } | null = null;
  private revision = 0;
  private disposed = false;

  constructor(
    private readonly host: HTMLElement,
    private readonly onChange: (state: EditorState) => void,
  ) {
    // fabric wraps its canvas in elements of its own: they live outside React's tree.
    this.element = document.createElement('canvas');
    host.appendChild(this.element);
    this.canvas = new Canvas(this.element, { preserveObjectStacking: true, backgroundColor: '#ffffff' });
    const changed = () => this.emit(true);
    const selected = () => this.emit(false);
    this.canvas.on('object:added', changed);
    this.canvas.on('object:removed', changed);
    this.canvas.on('text:changed', changed);
    this.canvas.on('object:modified', ({ target }) => {
      if (target instanceof Textbox) this.bakeTextScale(target);
      changed();
    });
    this.canvas.on('selection:created', selected);
    this.canvas.on('selection:updated', selected);
    this.canvas.on('selection:cleared', selected);
  }

  /** Shows a stored template; the QR box becomes a sample code of the same size. */
  async load(template: StoredTemplate, widthMm: number, heightMm: number): Promise<void> {
    await badgeFontsReady();
    if (this.disposed) return;
    await this.canvas.loadFromJSON(canvasTemplate(template));
    if (this.disposed) return;
    for (const o of this.canvas.getObjects()) {
      o.set({ selectable: true, evented: true });
      if (isTicketQr(o as { lanyardRole?: unknown })) {
        const center = o.getCenterPoint();
        const side = Math.min(o.width * Math.abs(o.scaleX), o.height * Math.abs(o.scaleY));
        const index = this.canvas.getObjects().indexOf(o);
        this.canvas.remove(o);
        this.canvas.insertAt(index, this.sampleQr(center.x, center.y, side, o.angle));
      }
    }
    this.setSize(widthMm, heightMm);
    this.revision = 0;
    this.emit(false);
  }

  setSize(widthMm: number, heightMm: number): void {
    const width = mmToPx(widthMm, PREVIEW_DPI);
    const height = mmToPx(heightMm, PREVIEW_DPI);
    const changed = width !== this.sceneWidth || height !== this.sceneHeight;
    this.sceneWidth = width;
    this.sceneHeight = height;
    if (this.available) this.zoom = this.fittedZoom(this.available.width, this.available.height);
    this.applyZoom();
    if (changed) this.emit(true);
  }

  /** Zooms the scene to the largest size that fits (at most 3×). */
  fit(availableWidth: number, availableHeight: number): void {
    this.available = { width: availableWidth, height: availableHeight };
    const zoom = this.fittedZoom(availableWidth, availableHeight);
    if (Math.abs(zoom - this.zoom) > 0.001) {
      this.zoom = zoom;
      this.applyZoom();
    }
  }

  private fittedZoom(width: number, height: number): number {
    const zoom = Math.min(3, width / this.sceneWidth, height / this.sceneHeight);
    return zoom > 0.1 ? zoom : 0.1;
  }

  addText(text: string): void {
    const box = new Textbox(text, {
      ...DEFAULT_TEXT_STYLE,
      originX: 'center',
      originY: 'top',
      left: this.sceneWidth / 2,
      top: this.sceneHeight / 2 - DEFAULT_TEXT_STYLE.fontSize,
      width: Math.round(this.sceneWidth * 0.9),
      fontFamily: BADGE_FONT_STACK,
    });
    this.canvas.add(box);
    this.canvas.setActiveObject(box);
    this.canvas.requestRenderAll();
    this.emit(false);
  }

  hasTicketQr(): boolean {
    return this.canvas.getObjects().some((o) => isTicketQr(o as { lanyardRole?: unknown }));
  }

  /** Adds the ticket QR (one per badge); false when the badge has one already, which gets selected. */
  addTicketQr(): boolean {
    const existing = this.canvas.getObjects().find((o) => isTicketQr(o as { lanyardRole?: unknown }));
    if (existing) {
      this.canvas.setActiveObject(existing);
      this.canvas.requestRenderAll();
      this.emit(false);
      return false;
    }
    const side = Math.round(Math.min(this.sceneWidth, this.sceneHeight) * 0.4);
    const qr = this.sampleQr(this.sceneWidth / 2, this.sceneHeight / 2, side, 0);
    this.canvas.add(qr);
    this.canvas.setActiveObject(qr);
    this.canvas.requestRenderAll();
    this.emit(false);
    return true;
  }

  /** Adds an embedded image, at most 40% of the badge's width, centred. */
  async addImage(dataUrl: string): Promise<void> {
    const image = await FabricImage.fromURL(dataUrl);
    if (this.disposed) return;
    const scale = Math.min(1, (this.sceneWidth * 0.4) / image.width, (this.sceneHeight * 0.4) / image.height);
    image.set({
      originX: 'center',
      originY: 'center',
      left: this.sceneWidth / 2,
      top: this.sceneHeight / 2,
      scaleX: scale,
      scaleY: scale,
    });
    this.canvas.add(image);
    this.canvas.setActiveObject(image);
    this.canvas.requestRenderAll();
    this.emit(false);
  }

  deleteSelected(): boolean {
    const objects = this.canvas.getActiveObjects();
    if (objects.length === 0 || this.isEditingText()) return false;
    this.canvas.discardActiveObject();
    this.canvas.remove(...objects);
    this.canvas.requestRenderAll();
    this.emit(true);
    return true;
  }

  /** Moves the selection by scene units (1 = 1 pt). */
  nudge(dx: number, dy: number): boolean {
    const active = this.canvas.getActiveObject();
    if (!active || this.isEditingText()) return false;
    active.set({ left: active.left + dx, top: active.top + dy });
    active.setCoords();
    this.canvas.requestRenderAll();
    this.emit(true);
    return true;
  }

  /** Changes the selected text object's text or style. */
  updateText(patch: Partial<TextStyle>): void {
    const active = this.canvas.getActiveObject();
    if (!(active instanceof FabricText)) return;
    active.set(patch);
    if (patch.fontWeight || patch.fontSize) active.initDimensions();
    active.setCoords();
    this.canvas.requestRenderAll();
    this.emit(true);
  }

  select(index: number): void {
    const target = this.canvas.getObjects()[index];
    if (!target) return;
    this.canvas.setActiveObject(target);
    this.canvas.requestRenderAll();
    this.emit(false);
  }

  isEditingText(): boolean {
    const active = this.canvas.getActiveObject();
    return active instanceof IText && active.isEditing;
  }

  /** The template as the server stores it: fabric JSON, the QR as a plain box with lanyardRole. */
  serialize(): StoredTemplate {
    const objects = this.canvas.getObjects().map((o): Record<string, unknown> => {
      if (!isTicketQr(o as { lanyardRole?: unknown })) {
        return storedTextFamily(o.toObject([...TEMPLATE_OBJECT_PROPS]) as Record<string, unknown>);
      }
      const center = o.getCenterPoint();
      const side = Math.min(o.width * Math.abs(o.scaleX), o.height * Math.abs(o.scaleY));
      return {
        type: 'rect',
        version,
        originX: 'center',
        originY: 'center',
        left: round(center.x),
        top: round(center.y),
        width: round(side),
        height: round(side),
        angle: o.angle,
        fill: '#e4e7eb',
        strokeWidth: 0,
        name: TICKET_QR_ROLE,
        lanyardRole: TICKET_QR_ROLE,
      };
    });
    return { version, background: '#ffffff', objects };
  }

  dispose(): void {
    this.disposed = true;
    const wrapper = this.element.parentElement !== this.host ? this.element.parentElement : null;
    // Hidden at once: a new editor may already be mounting in the same host.
    if (wrapper) wrapper.style.display = 'none';
    void this.canvas.dispose().finally(() => {
      wrapper?.remove();
      this.element.remove();
    });
  }

  private sampleQr(centerX: number, centerY: number, side: number, angle: number): FabricImage {
    const { canvas } = qrRaster(SAMPLE_QR_TEXT, SAMPLE_QR_PX);
    const qr = new FabricImage(canvas, {
      originX: 'center',
      originY: 'center',
      left: centerX,
      top: centerY,
      angle,
      scaleX: side / canvas.width,
      scaleY: side / canvas.height,
      lockScalingFlip: true,
    });
    qr.set({ lanyardRole: TICKET_QR_ROLE, name: TICKET_QR_ROLE });
    // A QR stays square: only the corner handles resize it (uniformly).
    qr.setControlsVisibility({ ml: false, mr: false, mt: false, mb: false });
    return qr;
  }

  /** A corner-dragged text box keeps scale 1: its font size and width carry the change. */
  private bakeTextScale(text: Textbox) {
    if (text.scaleX === 1 && text.scaleY === 1) return;
    text.set({
      fontSize: round(text.fontSize * text.scaleY),
      width: text.width * text.scaleX,
      scaleX: 1,
      scaleY: 1,
    });
    text.initDimensions();
    text.setCoords();
  }

  private applyZoom() {
    this.canvas.setDimensions({
      width: Math.round(this.sceneWidth * this.zoom),
      height: Math.round(this.sceneHeight * this.zoom),
    });
    this.canvas.setZoom(this.zoom);
    this.canvas.requestRenderAll();
  }

  private emit(changed: boolean) {
    if (this.disposed) return;
    if (changed) this.revision++;
    const active = this.canvas.getActiveObjects();
    const layers = this.canvas.getObjects().map((o, index) => ({
      index,
      kind: kindOf(o),
      text: o instanceof FabricText ? o.text : '',
      selected: active.includes(o),
    }));
    const single = active.length === 1 ? active[0]! : null;
    this.onChange({
      layers,
      selected: single
        ? { kind: kindOf(single), style: single instanceof FabricText ? textStyleOf(single) : null }
        : null,
      revision: this.revision,
    });
  }
}

const round = (n: number) => Math.round(n * 100) / 100;
