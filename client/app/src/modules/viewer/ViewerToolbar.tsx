import {
  Menu,
  MenuItem,
  MenuItemRadio,
  MenuList,
  MenuPopover,
  MenuTrigger,
  Button,
  Divider,
  makeStyles,
  tokens,
  type ButtonProps,
  type MenuProps,
} from '@fluentui/react-components';
import {
  ArrowDownloadRegular,
  ArrowMoveRegular,
  ArrowRotateClockwiseRegular,
  CameraRegular,
  CubeRegular,
  FolderOpenRegular,
  RulerRegular,
  SettingsRegular,
  SlideLayoutRegular,
  ZoomFitRegular,
  AlignCenterHorizontalRegular,
} from '@fluentui/react-icons';
import type { ExportFormat, ToolName } from '@odontia/viewer';
import { useRef, type ReactNode } from 'react';
import { useT } from '../../i18n/I18nProvider';
import { AXIS_VIEW_NAMES, type AxisView } from './axis-views';

export const EXPORT_FORMATS: ExportFormat[] = ['stl', 'obj', 'ply', 'glb', 'drc'];

export type SidePanel = 'params' | 'alignment' | null;

interface Props {
  tool: ToolName;
  onTool(tool: ToolName): void;
  onZoomToFit(): void;
  onAxisView(view: AxisView): void;
  transformMode: 'rotate' | 'translate' | null;
  canTransform: boolean;
  onTransform(mode: 'rotate' | 'translate' | null): void;
  onOpenFiles?(files: File[]): void;
  onExport(format: ExportFormat): void;
  panel: SidePanel;
  onPanel(panel: SidePanel): void;
  onScreenshot(): void;
  sections: boolean;
  onSections(visible: boolean): void;
  /** Extra buttons at the end (e.g. the CT viewer link). */
  end?: ReactNode;
}

const TOOLS: { value: Exclude<ToolName, null>; labelId: string }[] = [
  { value: 'distance', labelId: 'viewer.distance' },
  { value: 'angle', labelId: 'viewer.angle' },
  { value: 'mark', labelId: 'viewer.mark' },
];

const useStyles = makeStyles({
  root: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalXXS },
  divider: { flexGrow: 0, height: '20px' },
});

/**
 * A plain toolbar of buttons: Fluent's Toolbar adds aria-hidden focus guards that accessibility
 * checkers flag, and every control here is reachable with Tab anyway.
 */
function ToolbarButton(props: ButtonProps) {
  return <Button appearance="subtle" size="small" {...props} />;
}

/** The viewer toolbar of seed 001 section 2: View, Transform, Tool, File, Params, Screenshot, Sections, Alignment. */
export function ViewerToolbar(props: Props) {
  const styles = useStyles();
  const t = useT();
  const fileInput = useRef<HTMLInputElement>(null);
  const onToolChecked: MenuProps['onCheckedValueChange'] = (_, { checkedItems }) => {
    const value = checkedItems[0];
    props.onTool(value && value !== 'none' ? (value as ToolName) : null);
  };

  return (
    <div role="toolbar" aria-label={t('viewer.toolbar')} className={styles.root}>
      <Menu>
        <MenuTrigger disableButtonEnhancement>
          <ToolbarButton icon={<CubeRegular />}>{t('viewer.view')}</ToolbarButton>
        </MenuTrigger>
        <MenuPopover>
          <MenuList>
            <MenuItem icon={<ZoomFitRegular />} onClick={props.onZoomToFit}>
              {t('viewer.zoomToFit')}
            </MenuItem>
            {AXIS_VIEW_NAMES.map((view) => (
              <MenuItem key={view} onClick={() => props.onAxisView(view)}>
                {t(`viewer.axis.${view}`)}
              </MenuItem>
            ))}
          </MenuList>
        </MenuPopover>
      </Menu>
      <Menu>
        <MenuTrigger disableButtonEnhancement>
          <ToolbarButton icon={<ArrowMoveRegular />} disabled={!props.canTransform}>
            {t('viewer.transform')}
          </ToolbarButton>
        </MenuTrigger>
        <MenuPopover>
          <MenuList>
            <MenuItem icon={<ArrowRotateClockwiseRegular />} onClick={() => props.onTransform('rotate')}>
              {t('viewer.rotate')}
            </MenuItem>
            <MenuItem icon={<ArrowMoveRegular />} onClick={() => props.onTransform('translate')}>
              {t('viewer.translate')}
            </MenuItem>
            <MenuItem disabled={!props.transformMode} onClick={() => props.onTransform(null)}>
              {t('viewer.finish')}
            </MenuItem>
          </MenuList>
        </MenuPopover>
      </Menu>
      <Menu checkedValues={{ tool: [props.tool ?? 'none'] }} onCheckedValueChange={onToolChecked}>
        <MenuTrigger disableButtonEnhancement>
          <ToolbarButton icon={<RulerRegular />}>{t('viewer.tool')}</ToolbarButton>
        </MenuTrigger>
        <MenuPopover>
          <MenuList>
            {TOOLS.map((tool) => (
              <MenuItemRadio key={tool.value} name="tool" value={tool.value}>
                {t(tool.labelId)}
              </MenuItemRadio>
            ))}
            <MenuItemRadio name="tool" value="none">
              {t('viewer.noTool')}
            </MenuItemRadio>
          </MenuList>
        </MenuPopover>
      </Menu>
      <Menu>
        <MenuTrigger disableButtonEnhancement>
          <ToolbarButton icon={<FolderOpenRegular />}>{t('viewer.file')}</ToolbarButton>
        </MenuTrigger>
        <MenuPopover>
          <MenuList>
            {props.onOpenFiles && (
              <MenuItem icon={<FolderOpenRegular />} onClick={() => fileInput.current?.click()}>
                {t('viewer.openFiles')}
              </MenuItem>
            )}
            {EXPORT_FORMATS.map((format) => (
              <MenuItem key={format} icon={<ArrowDownloadRegular />} onClick={() => props.onExport(format)}>
                {t('viewer.exportAs', { format: format.toUpperCase() })}
              </MenuItem>
            ))}
          </MenuList>
        </MenuPopover>
      </Menu>
      <Divider vertical className={styles.divider} />
      <ToolbarButton
        icon={<SettingsRegular />}
        aria-pressed={props.panel === 'params'}
        appearance={props.panel === 'params' ? 'primary' : 'subtle'}
        onClick={() => props.onPanel(props.panel === 'params' ? null : 'params')}
      >
        {t('viewer.params')}
      </ToolbarButton>
      <ToolbarButton
        icon={<AlignCenterHorizontalRegular />}
        aria-pressed={props.panel === 'alignment'}
        appearance={props.panel === 'alignment' ? 'primary' : 'subtle'}
        onClick={() => props.onPanel(props.panel === 'alignment' ? null : 'alignment')}
      >
        {t('viewer.alignment')}
      </ToolbarButton>
      <ToolbarButton
        icon={<SlideLayoutRegular />}
        aria-pressed={props.sections}
        appearance={props.sections ? 'primary' : 'subtle'}
        onClick={() => props.onSections(!props.sections)}
      >
        {t(props.sections ? 'viewer.hideSections' : 'viewer.showSections')}
      </ToolbarButton>
      <ToolbarButton icon={<ZoomFitRegular />} onClick={props.onZoomToFit}>
        {t('viewer.zoomToFit')}
      </ToolbarButton>
      <ToolbarButton icon={<CameraRegular />} onClick={props.onScreenshot}>
        {t('viewer.screenshot')}
      </ToolbarButton>
      {props.end}
      {props.onOpenFiles && (
        <input
          ref={fileInput}
          type="file"
          multiple
          hidden
          accept=".stl,.ply,.obj,.mtl,.gltf,.glb,.drc,.jpg,.jpeg,.png,.webp"
          onChange={(event) => {
            const files = [...(event.target.files ?? [])];
            event.target.value = '';
            if (files.length) props.onOpenFiles!(files);
          }}
        />
      )}
    </div>
  );
}
