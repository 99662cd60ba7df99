/**
 * The server's error catalogue (shared/src/errors.ts) translated under the `error.` namespace,
 * keyed by the exact English message the server sends. The English side repeats the catalogue so
 * a message renders the same whether or not it was translated.
 */
const zh: Record<string, string> = {
  'Parameter error': '参数错误',
  'Header error': '请求头错误',
  'Authrication is invalid': '认证无效',
  'Your login has expired, please login again': '您的登录已过期，请重新登录',
  'Permission denied': '没有权限',
  'Not found': '未找到',
  Conflict: '数据冲突',
  'Unknown error': '未知错误',
  'Internal server error': '服务器内部错误',
  'RPC error': 'RPC 错误',
  'Upstream service error': '上游服务错误',
  'Database error': '数据库错误',
  'Network error': '网络错误',
  'Encoding error': '编码错误',
  'Decoding error': '解码错误',
  'Call OBS service failed': '调用存储服务失败',
  'The service is abnormal, please try again later': '服务异常，请稍后重试',
  'The network is abnormal, please check the network connection': '网络异常，请检查网络连接',
  'user already exists': '用户已存在',
  'Password is incorrect': '密码错误',
  'User does not exist': '用户不存在',
  'Phone number already exists': '手机号已存在',
  'Email already exists': '邮箱已存在',
  'Verification code is expired': '验证码已过期',
  'Query verification code failed': '查询验证码失败',
  'Verification code error': '验证码错误',
  'Get file failed': '获取文件失败',
  'Open file failed': '打开文件失败',
  'File size exceeds limit': '文件大小超出限制',
  'Upload file failed': '上传文件失败',
  'Register user error': '注册用户失败',
  'Param err': '参数错误',
  'phone format error': '手机号格式错误',
  'email format error': '邮箱格式错误',
  'Decrypt error': '解密错误',
  'AI cannot detect missing teeth yet': 'AI 暂不能检测缺失牙',
  'User is disabled': '用户已被禁用',
  'User phone already exists': '用户手机号已存在',
  'Get user info by phone error': '根据手机号获取用户信息失败',
  'Old password inconsistency': '旧密码不正确',
  'Sub users already reach the limit': '子用户数量已达上限',
  'The password cannot be less than 6 characters': '密码不能少于 6 个字符',
  'The passwords you entered twice do not match': '两次输入的密码不一致',
  'Too many failed login attempts, please try again in {minutes} minutes': '登录失败次数过多，请 {minutes} 分钟后再试',
  'Insufficient points': '积分不足',
  'insufficient cloud storage': '云存储空间不足，请联系经销商',
  'only supports uploading files in {type} formats': '仅支持上传 {type} 格式的文件',
  'Please upload a file smaller than {size}': '请上传小于 {size} 的文件',
  'The case has been submitted and can no longer be edited': '病例已提交，不能再编辑',
  'Completed or cancelled appointments cannot be edited': '已完成或已取消的预约不能编辑',
  'Invalid tooth position': '牙位无效',
  'Please accept the user agreement': '请先同意用户协议',
  'Crown design supports only tooth position 6 for now': '牙冠设计目前仅支持 6 号牙位',
  'Please enter a value between {min} and {max}': '请输入 {min} 到 {max} 之间的数值',
  'please-input-name': '请输入姓名',
  'Please select category': '请选择分类',
  'Please enter a valid mobile phone number': '请输入有效的手机号码',
  'Please select the patient': '请选择患者',
  'Public templates cannot be edited': '公共模板不可编辑',
  'The patient is in the recycle bin': '该患者已在回收站中',
  'This application requires a subscription': '该应用需要订阅',
  'Please upload 30-200 photos or a video longer than 10s': '请上传 30-200 张照片或一段超过 10 秒的视频',
  'Upload at most 100 photos at a time': '每次最多上传 100 张照片',
  'Use either photos or one video for an expression, not both': '同一表情请只使用照片或一段视频，不可同时使用',
  'Video duration must be greater than 10s': '视频时长必须大于10秒',
  'Please select the photo or video to delete': '请选择要删除的照片或视频',
  'Please mark the midline first': '请先标记中线',
  'Please mark the interpupillary line, the upper lip, the eyes and the nose wings':
    '请标记瞳孔连线、上唇、内眼角和鼻翼',
  'Please generate the face model first': '请先生成面部模型',
  'Open-mouth or smile facial scan model must be selected first': '请先选择张口或微笑面扫模型',
  'This share link has expired, please ask your doctor for a new one': '该分享链接已过期，请向您的医生索取新的链接',
  'This share link was withdrawn, please ask your doctor for a new one': '该分享链接已被撤回，请向您的医生索取新的链接',
  'This idempotency key was already used for a different request': '该幂等键已用于另一个不同的请求',
  'Verification failed, please Login again.': '验证失败，请重新登录。',
  'The marker boards were found in only {found} of {total} frames: light the boards evenly, film from closer and keep both boards in view':
    '仅在 {total} 帧中的 {found} 帧找到标记板：请均匀照亮标记板、靠近拍摄，并保持两块标记板都在画面内',
  'The video is {width} x {height} but the camera was calibrated at {calibratedWidth} x {calibratedHeight}: film in the orientation and aspect of the calibration, or choose another camera':
    '视频为 {width} x {height}，但相机是在 {calibratedWidth} x {calibratedHeight} 下标定的：请按标定时的方向和画幅拍摄，或选择其他相机',
  'The video cannot be read (incomplete or unsupported file): upload the complete mp4, mov or webm again':
    '无法读取视频（文件不完整或格式不支持）：请重新上传完整的 mp4、mov 或 webm 文件',
  'The pointer touched {found} points but {expected} are marked on the scan: rest the pointer tip still on each point for a second, in the order marked':
    '指针触碰了 {found} 个点，但扫描上标记了 {expected} 个点：请按标记顺序将指针尖端在每个点上静止停留一秒',
  'A movement recording must last at least {seconds} s: film the movement again':
    '运动记录至少需要 {seconds} 秒：请重新拍摄该运动',
  'The calibration board was seen in {views} distinct views of {frames} frames, at least {needed} are needed: film the printed calibration board for 20-30 s from 25-50 cm, tilting it 20-45° left, right, up and down and moving it into each corner of the frame':
    '在 {frames} 帧中只识别到标定板的 {views} 个不同视角，至少需要 {needed} 个：请在 25-50 厘米处拍摄打印的标定板 20-30 秒，将其向左、右、上、下倾斜 20-45°，并移到画面的每个角落',
  'The {views} views of the calibration board do not determine the camera (the board faced the camera, or was tilted the same way, in all of them): film the printed calibration board for 20-30 s from 25-50 cm, tilting it 20-45° left, right, up and down and moving it into each corner of the frame':
    '标定板的 {views} 个视角无法确定相机参数（标定板在所有视角中都正对相机，或都朝同一方向倾斜）：请在 25-50 厘米处拍摄打印的标定板 20-30 秒，将其向左、右、上、下倾斜 20-45°，并移到画面的每个角落',
  'This camera calibration has not finished: choose a finished calibration or the phone default':
    '该相机标定尚未完成：请选择已完成的标定，或使用手机默认参数',
  'No face was found in enough photos: photograph the whole face in even light, from the front and from both sides, and upload the photos again':
    '未能在足够多的照片中找到人脸：请在均匀光线下从正面和两侧拍摄完整的面部，然后重新上传照片',
  'The crown file is empty or not a complete binary STL: finish the crown again':
    '牙冠文件为空或不是完整的二进制 STL：请重新完成牙冠',
  'The crown has {count} degenerate triangles (thinner than {min} mm): repair the mesh and save it again':
    '牙冠有 {count} 个退化三角形（薄于 {min} mm）：请修复网格后重新保存',
  'The crown is not a closed surface ({open} open, {nonManifold} non-manifold and {misoriented} inconsistently oriented edges): repair the mesh and save it again':
    '牙冠不是封闭曲面（{open} 条开放边、{nonManifold} 条非流形边、{misoriented} 条方向不一致的边）：请修复网格后重新保存',
  'The crown is inside out (its normals point inwards): flip its triangles and save it again':
    '牙冠内外颠倒（法线朝内）：请翻转其三角形后重新保存',
  'The crown measures {x} x {y} x {z} mm but a molar crown measures {min}-{max} mm along each axis: save the crown alone, in millimetres':
    '牙冠尺寸为 {x} x {y} x {z} mm，而磨牙牙冠每个方向应为 {min}-{max} mm：请只保存牙冠，并以毫米为单位',
};

/** Catalogue keys that are ids rather than English sentences. */
const enWording: Record<string, string> = {
  'please-input-name': 'Please enter the name',
};

const prefix = (table: Record<string, string>): Record<string, string> =>
  Object.fromEntries(Object.entries(table).map(([message, text]) => [`error.${message}`, text]));

export const errorMessages = {
  'zh-CN': prefix(zh),
  'en-US': prefix(Object.fromEntries(Object.keys(zh).map((message) => [message, enWording[message] ?? message]))),
};
