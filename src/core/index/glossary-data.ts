/**
 * The built-in cross-lingual glossary's data (the code that compiles it is glossary.ts): a task in Chinese or Japanese
 * reaches skills described only in English.
 *
 * One concept a line, three fields separated by "|": English | Chinese | Japanese (`glossaryLineProblem` is the
 * rule). Inside a field, alternatives are separated by ",". Chinese is Simplified first, with a Traditional/Taiwan
 * alternative only where the word itself differs (数据库,資料庫) or where a character is not folded by the tokenizer;
 * Japanese gives kanji and katakana forms. Lines starting with "#" are group headings. Every CJK phrase has at least
 * two characters.
 *
 * Written by hand for the working vocabulary of AI-agent skills: software engineering, documents and writing, data
 * and research, design, business, media, AI agents, files and tools, project management and everyday task verbs.
 */
export const GLOSSARY = `
# Code and development
code,source code|代码,源代码,源码,程式碼,原始碼|コード,ソースコード
codebase,repository,repo|代码库,仓库,儲存庫|コードベース,リポジトリ
programming,coding|编程,写代码,程式設計|プログラミング,コーディング
software|软件,軟體|ソフトウェア
developer,programmer|开发者,开发人员,程序员,工程師|開発者,デベロッパー,プログラマー
engineer,engineering|工程师,工程|エンジニア,エンジニアリング
development|开发,研发|開発
implement,implementation|实现,实作|実装
feature|功能,特性|機能,フィーチャー
code review|代码审查,代码评审,代码审核|コードレビュー
review|审查,评审,审核,审阅|レビュー,審査
refactor,refactoring|重构,重写代码|リファクタリング
readability,clean code|可读性,代码整洁|可読性,クリーンコード
legacy code|遗留代码,老代码,祖传代码|レガシーコード
technical debt|技术债,技術債|技術的負債
code quality|代码质量,程式碼品質|コード品質
naming|命名,起名|命名,ネーミング
coding standard,coding convention|编码规范,代码规范|コーディング規約,コーディング規範
style guide|风格指南,样式指南,表达规范,写作规范,文风规范|スタイルガイド,表記ルール,表記統一,用字用語,表記基準
best practice|最佳实践|ベストプラクティス
design pattern|设计模式|デザインパターン
architecture|架构,系统架构|アーキテクチャ,システム構成
system design|系统设计|システム設計
tech stack|技术栈,技術堆疊|技術スタック
function|函数,函式|関数
variable|变量,變數|変数
interface|接口,界面,介面|インターフェース,インタフェース
algorithm|算法,演算法|アルゴリズム
data structure|数据结构,資料結構|データ構造
type check,type safety|类型检查,类型安全,型別|型チェック,型安全
async,asynchronous|异步,非同步|非同期
concurrency,parallel|并发,并行,併發,並行,同时跑,并行处理,多线并行|並行処理,並列処理,同時並行,並列実行
regex,regular expression|正则表达式,正则,正規表示式|正規表現
parse,parser|解析,解析器|パース,構文解析
syntax|语法,句法|構文,シンタックス
encoding|编码,字符编码|エンコーディング,文字コード
compile,compiler|编译,编译器|コンパイル,コンパイラ
build|构建,建置|ビルド
runtime|运行时|ランタイム,実行時
run,execute|运行,执行,執行|実行
script|脚本,剧本,劇本|スクリプト,台本
command|命令,指令|コマンド
command line,cli|命令行,命令列|コマンドライン
terminal|终端,終端機|ターミナル,端末
editor,ide|编辑器,集成开发环境|エディタ,統合開発環境
code generation|代码生成|コード生成
autocomplete,code completion|代码补全,自动补全,自動完成|コード補完,自動補完
comment|注释,评论,留言,註解|コメント
edge case|边界情况,边缘情况,边界条件|エッジケース,境界値
error handling|错误处理,异常处理|エラー処理,例外処理
validation,validate|校验,数据校验,输入验证|バリデーション,入力チェック
api|接口,应用程序接口,應用程式介面|API,エーピーアイ
library|函数库,类库,第三方库,函式庫|ライブラリ
framework|框架|フレームワーク
module|模块,模組|モジュール
component|组件,元件|コンポーネント,部品
plugin,extension,add-on|插件,扩展,外掛,擴充功能|プラグイン,拡張機能,アドオン
package|软件包,依赖包,套件|パッケージ
dependency,dependencies|依赖,依赖项,相依性|依存関係,依存パッケージ
scaffold,boilerplate|脚手架,样板代码|スキャフォールド,ボイラープレート,雛形
template|模板,範本|テンプレート,雛形
example|示例,例子,范例|具体例,サンプル,用例
open source|开源|オープンソース
license|许可证,开源协议|ライセンス
frontend|前端|フロントエンド
backend|后端|バックエンド
website|网站|ウェブサイト,サイト
web app|网页应用,网络应用,Web应用|ウェブアプリ
app,application|应用,应用程序,应用程式|アプリ,アプリケーション
mobile|移动端,手机端,手机,行動裝置|モバイル,スマホ,スマートフォン
browser|浏览器|ブラウザ,ブラウザー

# Testing and debugging
test,testing|测试|テスト
unit test|单元测试|単体テスト,ユニットテスト
integration test|集成测试,整合測試|結合テスト,統合テスト
end-to-end test,e2e|端到端测试|エンドツーエンドテスト,E2Eテスト
test case|测试用例,測試案例,测试点,测试项|テストケース,テスト項目,テスト仕様書,試験項目
test coverage,coverage|测试覆盖率,覆盖率|カバレッジ,網羅率
regression|回归测试,回归问题|回帰テスト,リグレッション,デグレ
mock,stub|模拟对象,打桩|モック,スタブ
tdd,test-driven development|测试驱动开发|テスト駆動開発
qa,quality assurance|质量保证,品质保证,手工测试,点一点,走一遍流程|品質保証,手動テスト,受け入れテスト
load test,stress test|压力测试,压测,负载测试|負荷テスト,ストレステスト
benchmark|基准测试,跑分,效能測試,模型对比,性能对比|ベンチマーク,性能比較,速度比較
debug,debugging|调试,除错,偵錯,跑不起来,不生效,为什么报错|デバッグ,動作不良,原因を調べ
bug,defect|缺陷,程序错误,臭虫|バグ,不具合,欠陥
error|错误,报错|エラー
error message|错误信息,报错信息|エラーメッセージ
exception|异常,例外|例外
crash|崩溃,闪退,當機,崩潰|クラッシュ,異常終了
fix,bugfix|修复,修正|修正,修復,バグ修正
hotfix|热修复,紧急修复|ホットフィックス,緊急修正
patch|补丁|パッチ
root cause|根本原因,根因,根因分析,追根溯源,刨根问底,为什么会这样|根本原因,原因究明,真因,原因分析
troubleshoot,troubleshooting|排查,排错,故障排除,疑难排解|トラブルシューティング,原因調査
stack trace|堆栈跟踪,调用栈,堆疊追蹤|スタックトレース
log,logs,logging|日志,日志记录|ログ,ログ出力
memory leak|内存泄漏,記憶體洩漏|メモリリーク
pitfall,gotcha|踩坑,坑点,陷阱|落とし穴,ハマりどころ

# Version control and delivery
version|版本|バージョン
version control|版本控制,版本管理|バージョン管理
branch|分支|ブランチ
merge|合并,合併,合入,合进,并入,合进主干,合到主干|マージ,マージして,取り込んで
conflict,merge conflict|冲突,合并冲突,衝突|コンフリクト,衝突
commit|提交,提交代码|コミット
pull request,pr,merge request|拉取请求,合并请求|プルリクエスト,プルリク
diff|差异,代码差异,改动|差分
issue,ticket|问题单,工单,议题|チケット,イシュー
changelog,release notes|变更日志,更新日志,发布说明,版本说明,更新说明,改了什么|変更履歴,リリースノート,チェンジログ,更新内容,変更点
release|发布,发版,發佈,釋出|リリース
launch,ship,go live|上线,推出,正式上线,发出去,上架|ローンチ,公開,ロンチ,出荷,リリースして
deploy,deployment|部署,发布上线,发到线上,推到线上,上生产,发生产|デプロイ,配備,本番反映,本番投入,本番適用
rollback,revert|回滚,回退,还原,回滾,撤回,撤销改动,改回去,回到之前|ロールバック,切戻し,差し戻し,切り戻し,巻き戻し,元に戻す,戻して
canary release,gray release|金丝雀发布,灰度发布|カナリアリリース,段階的リリース
feature flag|功能开关,特性开关|フィーチャーフラグ
continuous integration,ci|持续集成|継続的インテグレーション
pipeline,ci/cd|流水线,管道,管線|パイプライン
continuous delivery,continuous deployment|持续交付,持续部署|継続的デリバリー,継続的デプロイ
lint,linter|代码检查,格式检查|リント,リンター
static analysis|静态分析,静态检查|静的解析
format,formatting|格式,格式化|フォーマット,書式,整形
install,installation|安装|インストール,導入
setup|搭建,环境搭建,初始化|セットアップ,環境構築
configuration,config,settings|配置,设置,設定,組態|設定,コンフィグ
environment|环境|環境
environment variable|环境变量|環境変数
production|生产环境,线上环境|本番,本番環境
staging|预发布环境,测试环境|ステージング,検証環境
update|更新|更新,アップデート
upgrade|升级,升级依赖,依赖升级,版本升级|アップグレード,依存更新,ライブラリ更新,バージョンアップ
migration,migrate|迁移,数据迁移,移轉|移行,マイグレーション
maintenance|维护|保守,メンテナンス

# Infrastructure and operations
server|服务器,伺服器|サーバー,サーバ
serverless|无服务器|サーバーレス
cloud|云端,云计算,云服务|クラウド
container|容器,容器化|コンテナ
infrastructure,infra|基础设施|インフラ,基盤
operations,ops,sre|运维,维运|運用,保守運用
network|网络,網路|ネットワーク
database|数据库,資料庫|データベース
query|查询,查数据,取数,跑数,拉数据|クエリ,データ抽出
table|表格,数据表|テーブル,表形式
schema|数据结构,表结构|スキーマ
index|索引|インデックス,索引
cache,caching|缓存,快取|キャッシュ
storage|存储,儲存|ストレージ,保存先
performance|性能,效能,太慢,变慢,卡顿,提速|パフォーマンス,性能,遅い,重い,高速化,速度改善
optimize,optimization|优化,最佳化,调优|最適化,チューニング
latency|延迟,延時|レイテンシ,遅延
scalability,scale|扩展性,可扩展,扩容|スケーラビリティ,スケール
profiling,profiler|性能分析,效能分析|プロファイリング
monitoring,monitor|监控|監視,モニタリング
alert,alarm|告警,报警,警报|アラート,警報
observability|可观测性|可観測性,オブザーバビリティ
metrics,metric|指标,指标口径,口径|メトリクス,指標,指標定義
dashboard|仪表盘,看板,儀表板|ダッシュボード
availability,uptime|可用性,稳定性|可用性,稼働率
incident|事故,线上故障,线上问题,生产事故,出事故,出故障,故障处理,故障排查,事故处理,紧急故障|インシデント,障害対応,障害発生,事故対応,障害報告,緊急対応,重大障害,障害調査
outage,downtime|宕机,停机,服务中断,當機,服务挂了,系统挂了,无法访问,打不开|障害,システム障害,ダウンタイム,サービス停止,システムダウン
postmortem|事后复盘,故障复盘,事故报告,故障报告,故障总结,防止再发,避免再犯|ポストモーテム,事後分析,障害報告書,事後検証,再発防止,再発防止策
backup|备份|バックアップ
restore,recovery|恢复,还原,復原,找回,恢复数据|復元,リストア,復旧,取り戻す,復帰
batch|批量,批处理,批次,跑批|バッチ,一括処理,バッチ処理
scheduled task,cron|定时任务,排程|定期実行,スケジュール実行
rate limit|限流,速率限制|レート制限
billing|计费,账单|課金,請求
sync,synchronize|同步|同期
integration|集成,整合,对接|連携,統合
import|导入,匯入|インポート,取り込み,取込み
export|导出,匯出|エクスポート
input|输入|入力,インプット
output|输出|出力,アウトプット

# Security
security|安全,安全性,資安|セキュリティ,安全性
vulnerability|漏洞,安全漏洞|脆弱性
audit,security audit|审计,安全审计,稽核,安全检查,查漏洞,扫漏洞|監査,セキュリティ監査,脆弱性診断,セキュリティチェック
penetration test,pentest|渗透测试|ペネトレーションテスト,侵入テスト
attack|攻击|攻撃
threat model,threat modeling|威胁建模,威胁模型,威脅模型|脅威モデル,脅威モデリング
attack surface|攻击面|攻撃対象領域,アタックサーフェス
authentication|身份验证,认证|認証
authorization,permission|授权,权限|認可,権限
login,sign in|登录,登入|ログイン,サインイン
account|账号,账户|アカウント
password|密码|パスワード
encryption,encrypt|加密|暗号化
cryptography|密码学|暗号,暗号技術
secret,credential,api key|密钥,凭证,憑證|シークレット,認証情報,APIキー
token|令牌,词元|トークン
privacy|隐私,隐私保护|プライバシー
personal data,pii|个人信息,个人数据,個資|個人情報
anonymize|匿名化,脱敏|匿名化,マスキング
compliance|合规|コンプライアンス,法令遵守
injection,sql injection|注入,SQL注入|インジェクション
malware|恶意软件,惡意軟體|マルウェア
supply chain|供应链|サプライチェーン
hardening,harden|加固,安全加固|ハードニング,堅牢化
protection,protect|保护,防护|保護
race condition|竞态条件|競合状態,レースコンディション
reverse engineering|逆向工程,逆向分析|リバースエンジニアリング
smart contract|智能合约|スマートコントラクト
blockchain|区块链|ブロックチェーン
cryptocurrency,crypto|加密货币,虚拟货币|暗号資産,仮想通貨

# AI and agents
ai,artificial intelligence|人工智能,人工智慧|人工知能
llm,large language model|大模型,大语言模型|大規模言語モデル
model|模型|モデル
prompt|提示词,提示語,提示语,写提示词,调提示词|プロンプト,指示文,プロンプト作成
prompt engineering|提示词工程|プロンプトエンジニアリング
system prompt|系统提示词|システムプロンプト
agent|智能体,代理|エージェント
subagent|子代理,子智能体|サブエージェント
multi-agent|多智能体|マルチエージェント
skill|技能|スキル
workflow|工作流,工作流程|ワークフロー,業務フロー
automation,automate|自动化,自动跑,省得手动,不想手动|自動化,オートメーション,自動で,手作業削減
context|上下文,语境|コンテキスト,文脈
context window|上下文窗口|コンテキストウィンドウ
memory|记忆,内存,記憶體|メモリ,記憶
session|会话|セッション
history|历史,历史记录|履歴,ヒストリー
tool|工具|ツール,道具
function calling,tool use|工具调用,函数调用|ツール呼び出し,関数呼び出し
instruction|指令,说明|指示,インストラクション
reasoning|推理,思考|推論,思考
inference|推理,模型推理|推論
rag,retrieval augmented generation|检索增强生成|検索拡張生成
embedding|嵌入,向量嵌入|エンベディング,埋め込み,埋込み
vector,vector database|向量,向量数据库|ベクトル,ベクトルデータベース
fine-tune,fine-tuning|微调|ファインチューニング
training|训练,培训,模型训练|学習,トレーニング,研修
dataset|数据集,資料集|データセット
evaluation,evaluate,assess,assessment|评估,评测,评价,打个分,跑评测|評価,アセスメント,精度評価,性能評価
hallucination|幻觉|ハルシネーション
guardrail|护栏,安全护栏|ガードレール
chatbot|聊天机器人|チャットボット
bot|机器人|ボット
assistant|助手,助理|アシスタント
chat,conversation|对话,聊天|会話,チャット,対話
generate,generation|生成|生成
machine learning|机器学习|機械学習
deep learning|深度学习|深層学習,ディープラーニング
neural network|神经网络,神經網路|ニューラルネットワーク
natural language processing,nlp|自然语言处理|自然言語処理
computer vision|计算机视觉,電腦視覺|コンピュータビジョン,画像認識
ocr,text recognition|文字识别|文字認識
speech recognition|语音识别|音声認識
text to speech,tts|语音合成,文字转语音|音声合成
transcribe,transcription,transcript|转录,语音转文字,转写,逐字稿|文字起こし,書き起こし,トランスクリプト
image generation|图像生成,文生图,AI绘画,生成图片,出图,做张图|画像生成,イラスト生成,画像作成
classification,classify,categorize|分类,归类|分類,カテゴリ分け
sentiment analysis|情感分析,情绪分析|感情分析,センチメント分析
recommendation,recommend|推荐|推薦,レコメンド
knowledge|知识|知識,ナレッジ
knowledge base,wiki|知识库,整理到知识库,沉淀到知识库|ナレッジベース,ナレッジ化,ウィキ
knowledge graph|知识图谱|ナレッジグラフ
trigger|触发|トリガー,発火

# Documents and writing
document,documentation,docs|文档,文件,说明文档,說明文件,写文档,补文档|ドキュメント,文書,ドキュメント整備,ドキュメント作成
file|文件,檔案|ファイル
report|报告,报表|レポート,報告書
summary,summarize|总结,摘要,概括,归纳,提炼,划重点,总结一下,要点|要約,サマリー,要旨,要点,抜粋,要点整理
overview|概述,概览,概要|概要,全体像
aggregate|汇总,聚合,分组统计,求和,统计一下|集計,合計,小計,集計して
translate,translation|翻译,翻成,译成,翻成中文,翻成英文|翻訳,和訳,英訳,訳して
proofread,proofreading|校对,审校,批改,改错,纠错,检查错别字|校正,校閲,添削,誤字チェック,校正チェック
edit,editing|编辑|編集
rewrite,paraphrase|改写,重写,转述,换个说法,换种说法,重新措辞,改一改|リライト,改稿,言い換え,書き直し,書き換え,言い回し
polish|润色,打磨,潤色,改通顺,顺一顺,读起来更顺|推敲,ブラッシュアップ,手直し,文章校正
refine|完善,细化,抠细节,打磨细节|洗練,精緻化,詰め,細部を詰め
simplify|简化,通俗化|簡略化,シンプル化
shorten,condense|精简,缩短,删减,刪減,压缩篇幅,删减一下,写短一点,压缩字数,缩减篇幅,太长了|短縮,簡潔化,文字数削減,短くして,削って,文字数を減ら,短め,簡潔に
expand,elaborate|扩写,展开,扩充,写长一点,展开说说,补充细节,增加字数,加长|拡充,詳細化,膨らませ,肉付け,加筆,文字数を増や,長め,ボリュームアップ
outline|大纲,提纲,列个大纲,搭框架,结构安排|アウトライン,構成案,骨子,目次案,章立て,構成を考え
draft|草稿,初稿,起草,草拟,先出个草稿,素稿,第一稿,初版,拟稿|下書き,草案,ドラフト,叩き台,素案,初稿,第一稿,原稿,草稿
writing,write|写作,撰写,书写|執筆,ライティング,文章作成
essay|随笔,作文,短文|エッセイ,作文,小論文
article|文章,稿件,写篇文章,长文|記事,長文記事,コラム
blog,blog post|博客,博文,部落格|ブログ,ブログ記事
newsletter|邮件简报,电子报,新闻通讯|メルマガ,ニュースレター,メールマガジン
press release|新闻稿,发布稿|プレスリリース,報道発表
title,headline,heading|标题,起标题,取标题,拟标题|タイトル,見出し,表題,タイトル案
tone|语气,语调,口吻,口气,语感,调性,文风,腔调,口吻统一|トーン,口調,文体,語調,トンマナ,敬体,常体,口調統一
grammar|语法|文法
spelling,typo|拼写,错别字|スペル,誤字,誤字脱字
text|文本,文字|テキスト,文字
word document,docx|Word文档|ワード文書
slide,slides,presentation,deck|幻灯片,演示文稿,PPT,简报,做个幻灯片,汇报材料,讲稿|スライド,プレゼン,プレゼンテーション,プレゼン資料,資料作成,発表資料,登壇資料
pitch deck|路演PPT,融资演示|ピッチ資料,ピッチデック
spreadsheet,excel|电子表格,试算表,填表,表格整理|スプレッドシート,表計算,エクセル,表計算ソフト,シート
form|表单,填写表单,表单设计,表单字段,必填项,输入框|フォーム,入力フォーム,入力欄,入力項目,必須項目,申込フォーム,問い合わせフォーム
checklist|检查清单,核对清单,检查项,自查清单|チェックリスト,確認項目,点検項目
list|列表,清单|リスト,一覧
note,notes,memo|笔记,备忘录,记录,记下来,记一下,做笔记,随手记,读书笔记,笔记整理,备注|メモ,ノート,覚書,書き留め,メモ書き,備考,覚え書き,読書メモ,メモ整理,メモ帳
meeting|会议,开会,开个会,碰一下|会議,ミーティング,打ち合わせ,打合せ,定例,定例会
minutes,meeting minutes|会议纪要,会议记录,纪要,会议笔记,会议总结,会后整理|議事録,議事メモ,会議メモ,会議録
action item|行动项,待办事项,跟进事项,待跟进|アクションアイテム,宿題事項,宿題
todo,to-do list|待办,待办清单|ToDo,やることリスト,タスクリスト
agenda|议程|アジェンダ,議題
email|邮件,电子邮件,郵件,邮箱,收件箱,未读邮件,回邮件|メール,電子メール,受信箱,受信トレイ,未読メール
reply,respond|回复,答复,回覆,回一下,怎么回|返信,回答,返答,返事,返信文
inquiry|咨询,询问,諮詢|問い合わせ,問合せ
announcement|公告,通知公告|告知,アナウンス
resume,cv|简历,履历|履歴書,職務経歴書
proposal|提案,方案,企划书|提案書,企画書
case study|案例研究,案例分析,案例,成功案例,实际案例|ケーススタディ,事例研究,事例,導入事例,成功事例,活用事例
faq|常见问题|よくある質問
tutorial|教程,教學,入门,入门教程,上手教程|チュートリアル,入門,入門ガイド
guide,manual,handbook|指南,手册,使用说明|ガイド,マニュアル,手順書
glossary,terminology|术语表,术语|用語集,用語
citation|引用,引文,出处,原始来源,原文出处,一手资料,引用来源,标注出处,注明出处|引用,引用文献,一次情報,一次資料,原典,出所,出典明記,引用元
reference,bibliography|参考文献,文献|参考文献,文献リスト
abstract|摘要|要旨,アブストラクト,抄録
paper,academic paper|论文,学术论文|論文,学術論文
thesis,dissertation|学位论文,毕业论文|卒業論文,学位論文,卒論
peer review|同行评审,审稿|査読
journal|期刊|学術誌,ジャーナル
publish,publication|发表,出版,刊登|公開,出版,掲載
book|书籍,图书|書籍,ブック
novel,fiction|小说|小説,フィクション
story,storytelling|故事,讲故事,讲个故事,叙事|ストーリー,物語,ストーリーテリング,ストーリー仕立て
copywriting|文案,写文案,带货文案,种草文案,种草|コピーライティング,販促文,セールスレター,セールスコピー
slogan,tagline|标语,口号,广告语|キャッチコピー,スローガン
product description|产品描述,商品描述,产品介绍,卖点,产品卖点|商品説明,説明文,セールスポイント
caption|配文,图片说明|キャプション
social media|社交媒体,社群媒體,发朋友圈,小红书,公众号,抖音,微博|ソーシャルメディア,インスタ
post|帖子,贴文,發文,发帖子,发个帖|投稿,ポスト,投稿文,投稿して
feedback|反馈,回馈,用户反馈,意见整理,给点意见,提意见|フィードバック,意見,感想,ご意見,要望
survey,questionnaire|调查,问卷,问卷调查,发问卷,做问卷|アンケート,調査,アンケート調査,意識調査
interview|访谈,面试,采访,面试题,需求访谈,听取意见|インタビュー,面接,取材,面接対策,ヒアリング,聞き取り,ヒアリングシート
customer review,testimonial|评价,用户评价,好评|口コミ,お客様の声
rating,score,scoring|评分,打分,得分|スコア,採点,レーティング
weekly report|周报|週報
daily report|日报|日報
monthly report|月报|月報,月次報告
progress,status update|进度,进展,进度汇报,进度同步,汇报进展|進捗,進捗報告,進行状況,進捗共有,状況報告
communication|沟通,交流|コミュニケーション,連絡
explain,explanation|解释,讲解,讲讲,讲一讲,是什么意思,通俗解释,说人话,像给小孩讲,给小白讲|解説,説明,噛み砕いて,解説して,初心者向け
describe,description|描述,说明|記述,説明
introduction,introduce|介绍,简介|紹介
onboarding|入职,新人引导,上手指南,新人上手,带新人|オンボーディング,新人研修,新人教育
repurpose,content repurposing|内容改编,内容复用,一鱼多吃,二次创作,改编成|転用,リパーパス,使い回し,二次利用
localization,internationalization,i18n|本地化,国际化,多语言,國際化|ローカライズ,国際化,多言語対応
language|语言|言語
chinese|中文,汉语|中国語
english|英文,英语|英語
japanese|日文,日语|日本語
quote,quotation|报价,报价单|見積書,お見積り

# Data and research
data|数据,資料|データ
analysis,analyze,analytics|分析,数据分析,資料分析|分析,解析,データ分析
statistics,statistical|统计,统计学,统计检验,描述统计|統計,記述統計,統計分析
visualize,visualization|可视化,視覺化,图形化,直观展示|可視化,ビジュアライゼーション,視覚化,図式化
chart,graph|图表,画图表,做个图表,柱状图,折线图,饼图|グラフ,チャート,棒グラフ,折れ線グラフ,円グラフ,グラフ化
plot|绘图,作图|プロット,描画
diagram|示意图,图解,架构图,画个图,画成图,图示,关系图,结构图,全景图,总体架构图|図解,ダイアグラム,構成図,図示,作図,概念図,相関図,関係図,ポンチ絵,全体図,画面遷移図,体系図
flowchart|流程图,流程示意图,业务流程图|フローチャート
mind map|思维导图,心智圖|マインドマップ
data cleaning,preprocessing|数据清洗,数据预处理,洗数据,清洗数据,脏数据|データクレンジング,前処理,データ整形,名寄せ,データクリーニング
pivot table|数据透视表,樞紐分析表|ピボットテーブル
formula|公式|数式,計算式
column,field|字段,欄位|カラム,列名
record|记录,录制|レコード,記録
kpi|关键指标,绩效指标|重要指標
goal,objective|目标,定目标,目标设定,立目标|目標,ゴール,目標設定
trend|趋势|トレンド,傾向,動向
forecast,prediction,predict|预测|予測,予想,フォーキャスト
correlation|相关性,相关分析|相関,相関分析
causal inference,causality|因果推断,因果关系|因果推論,因果関係
regression analysis|回归分析,跑回归,做回归|回帰分析,回帰モデル
time series|时间序列|時系列
hypothesis|假设,假说,验证假设|仮説,仮説検証,仮説立案
experiment|实验|実験
ab test,split test|AB测试,对照组,实验组|ABテスト,比較テスト,対照群
sample,sampling|样本,抽样|サンプル,標本,サンプリング
distribution|分布|分布
probability|概率,機率|確率
average,mean|平均值,均值|平均,平均値
anomaly,outlier,anomaly detection|异常值,离群值,异常检测|外れ値,異常値,異常検知
quantitative|定量,量化,数值化,量化指标|定量,定量的,数値化,定量化,定量評価
qualitative|定性,质性|定性,質的
research|研究,调研|研究,リサーチ
deep research|深度研究,深入调研|ディープリサーチ,徹底調査
literature review|文献综述,文獻回顧,查文献,读文献,综述|文献レビュー,先行研究,文献調査,先行研究調査
academic,scholarly|学术|学術,アカデミック
methodology,method|方法论,研究方法|方法論,手法
theory|理论|理論
finding,insight|洞察,发现|インサイト,知見,発見
conclusion|结论|結論
evidence|证据,论据,佐证,证据不足,没有依据,站不住脚,支撑材料|根拠,証拠,エビデンス,根拠不足,裏付け不足,論拠,出典不明,根拠薄弱,根拠資料
fact check,fact-checking|事实核查,核实真假,辟谣,是真的吗|ファクトチェック,事実確認,真偽確認,事実関係
source|来源,信息来源,出处|出典,情報源,ソース
information|信息,資訊|情報
user research|用户研究,用户调研,用户访谈,用户洞察|ユーザーリサーチ,ユーザー調査,ユーザーインタビュー,顧客理解
market research|市场调研,市场调查|市場調査,マーケットリサーチ
competitor,competitive analysis|竞品,竞争对手,竞品分析,对手分析,竞对|競合,競合他社,競合分析,競合調査,他社比較,競合比較
swot|SWOT分析|SWOT分析
grounded theory|扎根理论|グラウンデッド・セオリー
social network analysis|社会网络分析|ソーシャルネットワーク分析
economics|经济学,经济|経済学,経済
sociology|社会学|社会学
science,scientific|科学|科学
biology|生物学|生物学
bioinformatics|生物信息学|バイオインフォマティクス
chemistry|化学|化学
protein|蛋白质|タンパク質
gene,genomics|基因,基因组|遺伝子,ゲノム
drug discovery|药物发现,药物研发,藥物研發|創薬
clinical trial|临床试验|臨床試験
medical,healthcare|医疗,医学|医療,医学
mathematics,math|数学|数学
proof,theorem|证明,定理|証明,定理
simulation,simulate|模拟,仿真|シミュレーション
map|地图|地図,マップ
scraping,crawler,crawl|爬虫,抓取,网页抓取,爬取,抓数据|スクレイピング,クローラー,クロール
collect,collection|收集,采集,搜集,蒐集|収集
measure,measurement|测量,度量|測定,計測
calculate,calculation|计算|計算

# Design and UI
design|设计|デザイン,設計
design review|设计评审|デザインレビュー
redesign|重新设计,改版,重做,推翻重来,改版一下|リデザイン,リニューアル,作り直し,刷新
ui,user interface|用户界面,界面,使用者介面,交互界面,操作界面,界面设计|ユーザーインターフェース,画面,操作画面,UIデザイン,UI設計
ux,user experience|用户体验,使用者體驗|ユーザー体験,ユーザーエクスペリエンス
usability|易用性,好用,难用,不好用,不顺手,用起来别扭,好不好用,操作复杂,上手难|ユーザビリティ,使い勝手,操作しづらい,直感的
layout|布局,排版,版面,版式,页面布局,排布|レイアウト,組版,段組,画面レイアウト,配置バランス,レイアウト調整
color,colour,palette,color scheme|颜色,配色,色彩,调色板|カラー,配色,色彩,カラーパレット
font,typography|字体,字型,字号,字体大小|フォント,書体,タイポグラフィ,文字サイズ
icon|图标,圖示|アイコン
logo|标志,徽标,标识|ロゴ,ロゴマーク
brand,branding|品牌|ブランド,ブランディング
brand guidelines|品牌规范,品牌指南|ブランドガイドライン
wireframe|线框图|ワイヤーフレーム
mockup|设计稿,效果图,样机,界面草图,页面原型|モックアップ,デザインカンプ,画面イメージ,画面案
prototype|原型,原型设计|プロトタイプ,試作
design system|设计系统|デザインシステム
style,styling|样式,风格|スタイル,様式
theme|主题,皮肤|テーマ
dark mode|暗黑模式,深色模式|ダークモード
animation,motion|动画,动效|アニメーション,モーション
responsive,responsive design|响应式,自适应|レスポンシブ
accessibility,a11y|无障碍,可访问性|アクセシビリティ,バリアフリー
contrast|对比度|コントラスト
landing page|落地页,着陆页,销售页|ランディングページ,販売ページ,セールスページ
homepage|首页,主页|トップページ,ホームページ
page|页面|ページ
button|按钮|ボタン
menu|菜单,選單|メニュー
navigation|导航|ナビゲーション
modal,dialog,popup|弹窗,对话框|モーダル,ダイアログ,ポップアップ
screen|屏幕,螢幕,屏幕设计,页面设计|画面,スクリーン,画面設計,画面構成,各画面,画面一覧
screenshot|截图,截屏,截个图|スクリーンショット,スクショ,画面キャプチャ,キャプチャ
spacing,whitespace|间距,留白|余白,スペーシング
alignment,align|对齐|整列,位置揃え
consistency|一致性,前后矛盾,自相矛盾,前后一致,不一致,统一,对不上,统一风格|一貫性,統一感,整合性,矛盾,不整合,食い違い,表記揺れ,表記ゆれ,統一
persona|用户画像,人物角色,目标人群,典型用户,人物设定|ペルソナ,ペルソナ設定,想定ユーザー,人物像,ターゲットユーザー
user journey,customer journey|用户旅程|カスタマージャーニー,ユーザージャーニー
interaction|交互,互動|インタラクション,操作性
illustration|插画,插图|イラスト,挿絵
poster|海报|ポスター
banner|横幅,横幅广告|バナー
thumbnail|缩略图,封面图|サムネイル,サムネ
infographic|信息图|インフォグラフィック
drawing,draw,sketch|绘画,画画,素描,草图|描画,スケッチ,お絵描き
art,artwork|艺术,艺术作品|アート,芸術
generative art|生成艺术|ジェネラティブアート
3d,3d model|三维,三维模型|三次元,3Dモデル
visual|视觉|ビジュアル,視覚
critique|点评,批评,挑毛病,找茬,挑刺,找漏洞,找问题|講評,批評,粗探し,ダメ出し,辛口,酷評
web design|网页设计|ウェブデザイン

# Business, marketing and sales
business|业务,商业,生意|ビジネス,事業,業務
business plan|商业计划书,商业计划|事業計画,事業計画書,ビジネスプラン
business model|商业模式|ビジネスモデル
startup,entrepreneurship|创业公司,初创公司,创业,新創,創業|スタートアップ,起業
company|公司,企业|会社,企業
product|产品|製品,商品,プロダクト
product manager|产品经理|プロダクトマネージャー
requirement,requirements|需求,需求文档,提需求,需求整理|要件,要件定義,要望,機能要望
specification,spec|规格,规格说明,说明书|仕様,仕様書
user story|用户故事|ユーザーストーリー
mvp,minimum viable product|最小可行产品|最小実用製品
proof of concept,poc|概念验证|概念実証
service|服务|サービス
customer,client|客户,顾客|顧客,お客様,クライアント
user|用户,使用者|ユーザー,利用者
customer support,customer service|客服,客户支持,客户服务,回复客户,客户来信|カスタマーサポート,顧客対応,問い合わせ対応,お客様対応,問い合わせ返信
complaint|投诉,客诉|クレーム,苦情
sales|销售|営業,販売,セールス
lead,prospect|潜在客户,销售线索|見込客,リード
marketing|营销,市场营销,行銷|マーケティング
campaign|营销活动,推广活动|キャンペーン,施策
promotion|推广,促销,宣传,宣傳|プロモーション,販促,宣伝
advertising,ads,advertisement|广告,投放,投广告,广告投放,买量|広告,広告運用,出稿
seo,search engine optimization|搜索引擎优化,排名靠前,上首页,收录,搜索曝光,自然搜索,搜索流量|検索エンジン最適化,SEO対策,上位表示,検索上位,検索流入,自然検索,オーガニック検索,検索結果,SEO改善
search ranking,ranking|排名,搜索排名,排名下降,排名提升,关键词排名|検索順位,ランキング,順位,表示順位,検索順位下落,順位改善,キーワード順位
keyword|关键词,關鍵字|キーワード
traffic|流量|トラフィック,アクセス数,流入
conversion,conversion rate|转化,转化率,轉換率|コンバージョン,成約率
funnel|漏斗,转化漏斗|ファネル
growth|增长|成長,グロース
user acquisition|获客,拉新|集客,顧客獲得
retention|留存,留存率|リテンション,継続率,定着率
churn|流失,用户流失|解約,チャーン,離脱
engagement|互动率,参与度,涨粉,互动量|エンゲージメント,フォロワー増加,反応率
audience,target audience|受众,目标用户,目标受众|ターゲット,オーディエンス,ターゲット層
positioning|定位|ポジショニング
value proposition|价值主张|価値提案,バリュープロポジション
content|内容|コンテンツ,内容
content marketing|内容营销|コンテンツマーケティング
influencer|网红,达人,博主|インフルエンサー
community|社区,社群|コミュニティ
public relations|公关|広報
pricing,price|定价,价格,怎么定价,定个价|価格,料金,値段,プライシング,価格設定,値付け
discount|折扣,优惠|割引,値引
revenue|收入,营收|売上,収益
profit|利润|利益
cost|成本,费用,省钱,降本,降成本,节省开支|コスト,費用,コスト削減,経費削減,節約
expense,reimbursement|开支,报销|経費,経費精算
e-commerce,ecommerce,online store|电商,电子商务,网店|ECサイト,ネットショップ,通販
payment|支付,付款,支付流程,在线支付,付费,支付方式,收款|決済,支払,決済方法,オンライン決済,クレジットカード決済,カード決済,支払い方法,決済処理,決済連携
subscription|订阅,订阅制,会员费,自动续费,包月|サブスクリプション,サブスク,定期購読,定期課金,月額課金,定期購入,月額制
market|市场|市場,マーケット
industry|行业,产业|業界,産業
supplier,vendor|供应商|サプライヤー,仕入先,取引先
partner|合作伙伴|パートナー,提携先
negotiation,negotiate|谈判,协商,谈价,砍价,讨价还价,谈薪|交渉,値下げ交渉,価格交渉,年収交渉
stakeholder|利益相关者,干系人,相关方|ステークホルダー,関係者,根回し,関係部署
strategy|策略,战略|戦略,ストラテジー
pitch|路演,推销|ピッチ,売込み
decision,decide|决策,决定,拿主意,做决定,纠结,拿不定主意|意思決定,決定,判断,決めかね,決めきれ
brainstorm,ideation|头脑风暴,脑暴,出点子,想点子,出主意,集思广益|ブレスト,ブレインストーミング,アイデア出し,壁打ち
idea|想法,点子|アイデア,発想
creative,creativity|创意,創意|クリエイティブ,創造性

# Finance and legal
finance,financial|财务,金融|財務,金融,ファイナンス
budget|预算|予算
accounting|会计,账务|会計,経理
invoice|发票|請求書,インボイス
financial statement|财务报表,财报|財務諸表,決算書
balance sheet|资产负债表|貸借対照表,バランスシート
cash flow|现金流|キャッシュフロー
tax|税务,税收|税金,税務
investment,invest|投资|投資
investor|投资人,投资者|投資家
stock,equity|股票,股价,股市,个股,选股|株式,株価,銘柄,個別株,銘柄分析
portfolio|投资组合,作品集,持仓组合,资产配置|ポートフォリオ,資産配分,アセットアロケーション
fund|基金|ファンド,投資信託
macroeconomics,macro|宏观经济,總體經濟,经济周期,加息,降息,利率走势|マクロ経済,景気循環,利上げ,利下げ,金利動向
valuation|估值,值多少钱,贵不贵,合理估值|バリュエーション,企業価値評価,割安,割高,適正株価
financial model|财务模型|財務モデル
trading|交易|トレード,売買,取引
risk|风险,风险点,隐患,担忧|リスク,懸念,懸念点,懸念事項,リスク要因
risk management|风险管理,风控|リスク管理
fundraising,financing|融资,募资|資金調達
legal|法律,法务|法務,法律,リーガル
contract,agreement|合同,合约,协议,合同条款,条款|契約,契約書,契約条項,条項
terms of service|服务条款,使用条款|利用規約
privacy policy|隐私政策,隱私權政策|プライバシーポリシー
nda,non-disclosure agreement|保密协议|秘密保持契約
patent|专利|特許
intellectual property|知识产权,智慧財產權|知的財産
regulation,policy|法规,监管,政策|規制,規定,ポリシー,方針

# People and organization
management,manager|管理,经理|管理,マネジメント,マネージャー
leadership|领导力|リーダーシップ
team|团队|チーム
organization|组织|組織
hr,human resources|人力资源,人事|人事
hiring,recruiting|招聘,招人|採用,リクルーティング
job description|职位描述,岗位职责|求人票,職務記述書
performance review|绩效考核,绩效评估|人事評価,評価面談
job search|求职,找工作,投简历,跳槽|就活,就職活動,転職,転職活動
career|职业,职业发展|キャリア
coach,mentor|辅导,指导,导师|コーチング,メンタリング,指導
consulting,consult,advise|咨询,顾问,諮詢|コンサルティング,相談
suggestion,suggest,advice|建议,意见|提案,アドバイス,助言
education,teaching|教育,教学|教育,授業
course|课程|講座,コース
exam,quiz|考试,测验|試験,小テスト
learning,study|学习,复习,预习,自学,搞懂,弄懂|学習,勉強,復習,予習,独学
reading|阅读,阅读理解|読解,閲覧,リーディング
question|问题,提问|質問,問題
answer|答案,回答|回答,解答

# Media
image,picture|图片,图像,影像|画像,イメージ
photo,photograph|照片,相片|写真,フォト
video|视频,影片|動画,ビデオ,映像
short video|短视频|ショート動画
audio,sound|音频,声音,音訊|音声,オーディオ,サウンド
voice|语音,人声|ボイス,音声
music|音乐|音楽,ミュージック
podcast|播客|ポッドキャスト
subtitles,captions|字幕|字幕
storyboard|分镜,故事板,分镜头脚本,拍摄脚本|絵コンテ,ストーリーボード,撮影台本,構成台本
background|背景|背景
remove background|抠图,去背景,去背,抠掉背景|背景除去,背景削除,背景透過,切り抜き
photo editing,image editing|修图,图片编辑,修照片,美化图片,调色|画像編集,レタッチ,写真加工,画像加工,色調補正,補正
video editing|剪辑,视频剪辑,剪视频,剪片,混剪|動画編集,カット編集,動画加工
filter|滤镜,筛选|フィルター,絞込み
resize,crop|裁剪,缩放,调整大小|リサイズ,トリミング
compress,compression|压缩|圧縮
convert,converter|转换,转码,格式转换,转成,转为,转换成|変換,コンバート,変換して
render,rendering|渲染|レンダリング
recording|录音,录像,录屏|録音,録画,収録
live stream,livestream|直播|ライブ配信,生配信
character|人物,角色设定|キャラクター,登場人物
voiceover,narration,dubbing|配音,旁白|ナレーション,吹替

# Files and tools
folder,directory|文件夹,目录,資料夾|フォルダ,ディレクトリ
path|路径|パス
upload|上传,上傳|アップロード
download|下载|ダウンロード
attachment|附件|添付ファイル,添付
share,sharing|分享,共享,分享链接,共享链接,转发|共有,シェア,共有リンク,拡散
link,url|链接,網址,連結|リンク
cloud storage,cloud drive|云盘,网盘,雲端硬碟|クラウドストレージ
google drive|谷歌云盘,谷歌云端硬盘|Googleドライブ
google docs|谷歌文档|Googleドキュメント
google sheets|谷歌表格|Googleスプレッドシート
calendar|日历,行事曆,约个时间,排日程|カレンダー,予定表,日程調整,予定調整
archive|归档,存档|アーカイブ,保管
unzip,decompress|解压,解压缩|解凍,展開
save|保存,存储,存下来,存起来|保存,保存して
delete,remove|删除,刪除|削除
copy|复制,拷贝|コピー,複製
scan,scanner|扫描|スキャン
tag,label|标签,標籤|タグ,ラベル
metadata|元数据|メタデータ
deduplicate|去重|重複削除,重複排除
sort|排序|ソート,並び替え
split|拆分,分割|分割
extract|提取,抽取|抽出
search,find,retrieval|搜索,查找,检索,搜寻|検索,探索
explore|探索|探索,調査
investigate|调查,排查问题,查一查,查清楚,追查,调查清楚,摸底,溯源|調査,原因調査,調べて,調べ,究明,突き止め,追跡調査,実態調査,深掘調査
compare,comparison|对比,比较,并排,并排对比,对照,比一比,横向对比,对比表,比较表,优劣对比|比較,比べ,見比べ,比較検討,対比,比較表,違いを比較,比較一覧
check,inspect|检查,核对|チェック,確認,点検
verify,verification|验证,核实,查证,求证,自测|検証,確認,裏取り,裏付け,動作確認
organize|整理,整顿,梳理,理一理,归类整理|整理,整頓,整理して
clean up,cleanup|清理|クリーンアップ,片付け
annotate,annotation|标注,注释|アノテーション,注釈
highlight|高亮,突出显示|ハイライト,強調
send|发送|送信,送付
notification|通知,提醒|通知
reminder|提醒,提醒事项|リマインダー,リマインド
improve,improvement|改进,改善,提升,持续改进,持续改善|改善,向上,カイゼン,継続的改善
diagnose,diagnosis|诊断|診断
approval,approve|审批,批准,走审批,批一下|承認,決裁,稟議
submit|提交,递交|提出,送信

# Project management
plan,planning|计划,规划,方案|計画,プラン,企画,プランニング
task|任务|タスク
project|项目,專案|プロジェクト,案件
project management|项目管理,專案管理|プロジェクト管理
milestone|里程碑|マイルストーン
deadline|截止日期,截止时间,死线,交付日期,交期|締切,締め切り,期限,納期,期日
schedule|日程,排期,时间表|スケジュール,日程,予定
timeline|时间线,時程|タイムライン,工程表
gantt chart|甘特图|ガントチャート
priority,prioritize|优先级,优先顺序|優先度,優先順位
roadmap|路线图|ロードマップ
estimate,estimation|估算,工作量评估,估时,工作量,估工时,人天|見積もり,見積,工数見積,工数,工数算出,作業量,所要時間
sprint|冲刺,迭代|スプリント
agile,scrum|敏捷,敏捷开发|アジャイル,スクラム
kanban|看板|カンバン
backlog|待办列表,需求池|バックログ
retrospective,retro|复盘,回顾,反思,总结经验,吸取教训|振り返り,振返り,レトロスペクティブ,反省,内省
handoff,handover|交接,移交,交接文档,交班,交接一下|引き継ぎ,引継ぎ,申し送り,引き継ぎ資料
standup|站会,每日站会|朝会,デイリースクラム
kickoff|启动会|キックオフ
scope|范围,範圍|スコープ,範囲
blocker|阻塞,卡点|ブロッカー,阻害要因
resource|资源|リソース,資源
assign|分配,指派|割当,アサイン
delegate,delegation|委派,委托,委託|委任,委譲
collaboration|协作,合作|協業,コラボ,共同作業
process|流程,过程|プロセス,工程
step,procedure|步骤,分步,一步步,分步骤,具体步骤,操作步骤,每一步|手順,ステップ,段取り,手順書,各ステップ,作業手順,操作手順
productivity,efficiency|效率,生产力,提效,提高效率,省时间|生産性,効率,効率化,業務効率化,時短,生産性向上
guideline,rule|准则,规则,規則|ガイドライン,ルール,規則
standard|标准,标准化,统一标准|標準,基準,標準化,規格化
criteria|判定标准,评判标准,验收标准,合格标准,判断依据|評価基準,判断基準,合格基準,受け入れ基準,判断材料,採否基準
quality|质量,品质,质量检查,完成度,质量把关|品質,クオリティ,品質チェック,完成度,仕上,出来栄え,クオリティチェック

# Everyday task phrasing: sessions, critique and pushback
wrap up,end of day,save state|收工,下班,收尾,今天先到这,告一段落|終業,作業終了,切り上げ,店じまい
continue,pick up,left off|接着做,继续上次,接着上次,从上次|続きから,前回の続き,再開
remember,recall,learning|记住,别忘了,长记性,下次记得|覚えておいて
flaw,weakness,critical|缺点,弱点,漏洞百出,不足之处|弱点,欠点,問題点,指摘
rebuttal,counterargument,challenge,dissent|反驳,唱反调,顶回去,质疑,反对意见,反方观点|反論,反駁,反対意見,異論,異議
second opinion|第二意见,另一种看法,换个角度|セカンドオピニオン,別の視点,別視点
doubt,skeptical|怀疑,存疑,靠谱吗,靠不靠谱|疑う,懐疑的
assumption,premise|前提,隐含假设,前提条件|前提,仮定,前提条件
triage|分诊,分流,分级处理,排个优先级|トリアージ,仕分け,振り分け
isolate,bisect|定位问题,缩小范围,二分排查,隔离|切り分け,絞り込み,原因特定,二分探索
reproduce,repro|复现,重现,复现问题|再現,再現手順
impact,blast radius|影响范围,波及范围,影响面,受影响|影響範囲,影響度,波及範囲,被害範囲,影響調査
friction,pain point,stuck|卡住,卡壳,痛点,不顺畅|詰まり,ペインポイント,摩擦,ハマる
decompose,breakdown|拆解,拆分任务,分解,拆成小任务|分解,細分化,ブレイクダウン,タスク分解
identify,enumerate,surface,inventory|列出,罗列,找出,盘点,梳理出|洗い出し,洗い出す,列挙,棚卸し,リストアップ
variant,variation,alternative,option|变体,多个版本,几个方案,备选方案,多种方案|バリエーション,バリアント,別案,複数案,代替案
replace background,background|换背景,替换背景,更换背景,改背景|背景変更,背景差し替え
position,holdings|持仓,仓位,持股,头寸|ポジション,保有銘柄,建玉
buy,sell,rebalance,trade|加仓,减仓,加码,减码,建仓,清仓,调仓,买入,卖出,止损,止盈|買い増し,売却,買い付け,損切り,利確,売買,リバランス
saturation|饱和,饱和度|飽和,飽和度
barrier,threshold|门槛,壁垒,护城河,准入门槛|参入障壁,敷居,ハードル,閾値
# Everyday task phrasing: thinking, writing and research
think,thinking|想清楚,理清思路,整理思路,捋一捋,梳理思路,想一想|考えを整理,思考整理,頭の整理
lesson,lessons learned|经验教训,教训,踩过的坑|教訓
first principles|第一性原理|第一原理,第一原理思考
distill|提炼,萃取,精华|エッセンス,蒸留
formal,professional|正式一点,专业一点,书面语,官方口吻|フォーマル,敬語,ビジネス文書
follow up,follow-up|跟进,后续跟进,催一下|フォローアップ,追っかけ
next step|下一步,接下来做什么,后续步骤|ネクストアクション,次の一手
escalation,on-call|值班,值守,升级处理,上报|オンコール,当番,エスカレーション
dispatch|分派,派发,派活|割り振り,振り分け
morning brief,daily brief|晨报,早报,每日简报,今天要做什么|朝のブリーフィング,今日のタスク
news digest|新闻摘要,新闻汇总,今日新闻|ニュースまとめ,ニュース要約
paper search,literature search|搜论文,查论文,找论文,找文献|論文検索,文献検索,論文を探
worktree|工作树|ワークツリー
commit message|提交信息,提交说明|コミットメッセージ
rename|重命名,改名|リネーム,名前変更
contract review|审合同,看合同,合同审查|契約書レビュー,契約チェック,リーガルチェック
complexity,yagni|过度设计,过度工程,太复杂,搞复杂了|過剰設計,オーバーエンジニアリング,複雑すぎ
flaky test|不稳定测试,偶发失败,时好时坏|フレーキー,不安定なテスト
ci,build failure|构建失败,编译失败,流水线挂了,跑不过|ビルド失敗,ビルドエラー
deep read,close reading|精读,细读,通读,逐段读|精読,熟読,読み込み
# Everyday task phrasing: investing, data, design and media
screener,stock screening|选股,筛股,选股条件|スクリーニング,銘柄選定,銘柄選び
earnings,financial results|业绩,季报,年报,业绩发布|決算,業績,決算発表,四半期決算
technical analysis|技术分析,均线,看盘|テクニカル分析,チャート分析,ローソク足
cohort,cohort analysis|同期群,队列分析|コホート,コホート分析
missing values|缺失值,空值|欠損値,欠測
reconcile,reconciliation|对账,核对数据|突合,照合
iterate,iteration|迭代,再改一版,多改几版|イテレーション,反復,ブラッシュアップ
aesthetic,beautify|好看点,更好看,美化,高级感,质感,太丑,不好看|見栄え,垢抜け,ダサい,野暮ったい
visual hierarchy,hierarchy|层次感,视觉层次,层级|視覚的階層,メリハリ,階層
upscale,resolution|高清化,提高分辨率,超分辨率|高解像度化,アップスケール,解像度
clip,trim|剪辑片段,截取片段,切片|切り抜き,切り出し
viral,hook|爆款,爆文,吸睛,抓眼球,钩子|バズ,バズる,フック
tweet,thread|推文,发推|ツイート
schedule post,publishing|定时发布,排期发布,发帖|予約投稿,投稿予約
axial coding,selective coding,open coding|开放编码,开放式编码,轴心编码,主轴编码,选择性编码|オープンコーディング,軸足コーディング,選択的コーディング
fieldwork,ethnography,participant observation|田野调查,民族志,参与观察|フィールドワーク,エスノグラフィー,参与観察
reliability,validity|信度,效度,信效度|信頼性,妥当性
centrality,network analysis|中心性,中心度,网络分析|中心性,ネットワーク分析
field theory,habitus,capital|场域,场域理论,惯习|場の理論,ハビトゥス
actor network theory|行动者网络理论,行动者网络|アクターネットワーク理論
qualitative comparative analysis,qca,fsqca|定性比较分析,模糊集|質的比較分析
marx|马克思|マルクス
weber|韦伯|ウェーバー
durkheim|涂尔干,迪尔凯姆|デュルケーム,デュルケム
# Everyday task phrasing: engineering, business and operations
freeze,lock|冻结,锁定,只改这个目录|凍結,ロック,編集制限
careful,destructive|小心点,谨慎,危险操作,别删错|慎重に,危険な操作,破壊的
smoke test|冒烟测试|スモークテスト
dogfood|自己用,内部试用,吃狗粮|ドッグフーディング,社内利用
market size,tam|市场规模,市场容量,市场空间|市場規模,市場サイズ
unit economics|单位经济,单体经济模型|ユニットエコノミクス
headcount,hiring plan|招聘计划,人员编制|採用計画,人員計画
lead measure,leading indicator|先行指标,领先指标|先行指標
scoreboard|计分板,记分牌|スコアボード
speaker notes,talk|演讲稿,发言稿,讲稿|スピーチ原稿,発表原稿,講演
# Everyday task phrasing: Japanese business and engineering
consensus,alignment|达成共识,拉齐,对齐认知,统一意见|合意形成,認識合わせ
deep dive|深入分析,深挖,深度分析|深掘り,掘り下げ
completeness,omission,gap|遗漏,漏掉,缺漏,查漏补缺,完整性,齐全,缺失,缺少,不完整,有没有漏|抜け漏れ,漏れチェック,網羅性,揃っ,揃え,欠け,抜け,不足,過不足,欠落,網羅
bullet,bullet points|分点,列成要点,条列式|箇条書き
significance,statistical test|显著性,显著性检验,假设检验|検定,有意差,統計的検定
user flow,flow|用户路径,操作路径,页面跳转|導線,動線,画面遷移
replace,swap|替换,换掉|差し替え,置き換え,入れ替え
fallback,resilience|兜底,降级方案,保底,熔断|フォールバック,代替手段,サーキットブレーカー
tracking,event tracking|埋点,数据埋点|計測タグ,トラッキング,イベント計測
retry,timeout|重试,超时|リトライ,再試行,タイムアウト
gif,animated|动图,表情包,动态图|アニメーション画像
land|落地,合并上线|本番マージ
# Everyday task phrasing: thinking tools and personal work
leak,breach|泄露,泄漏,数据泄露,被黑,入侵|漏洩,流出,情報漏洩,不正アクセス
translation quality|译文检查,翻译校对,翻译质量|翻訳チェック,訳文チェック,翻訳品質
case law,legal research|判例,法条,法律检索,查法条|判例,判例検索,法令調査,条文
legal issue,legal risk|法律风险,法律问题,法律隐患|法的リスク,法的論点,法的問題
journal,daily note|日记,每日笔记,写日记|日記,デイリーノート,ジャーナリング
append row|加一行,追加一行,插入行|行追加
tldr|太长不看,一句话总结,长话短说|一言で,三行まとめ,三行要約
socratic,questioning|苏格拉底,追问,反问|ソクラテス,問答法
dialectic,hegelian|辩证,辩证法,正反合|弁証法,止揚,アウフヘーベン
ikigai|人生意义,人生目标|生き甲斐
wabi-sabi|侘寂,残缺美|侘び寂び,侘寂
shu-ha-ri|守破离|守破離
aristotle,four causes|亚里士多德,四因说|アリストテレス,四原因説
descartes,methodical doubt|笛卡尔,方法论怀疑|デカルト,方法的懐疑
popper,falsifiability|波普尔,可证伪性,证伪|ポパー,反証可能性,反証
causal loop diagram,cld,systems thinking|因果回路图,系统思考,系统思维,反馈回路|因果ループ図,システム思考,ループ図
mental model|心智模型|メンタルモデル
scenario,what-if|情景分析,场景推演,沙盘推演,最坏情况|シナリオ分析,シナリオプランニング,最悪の場合,想定外
let fate decide,whatever|随便选,无所谓,你来定|運任せ,運命に任せ
# Everyday task phrasing: meetings, study and content work
meeting prep,agenda|会前准备,准备会议|会議準備,事前準備
study plan,learning plan|学习计划,复习计划|学習計画,勉強計画
content planning,publishing schedule|内容日历,选题排期,内容排期|コンテンツカレンダー,投稿カレンダー
topic ideas,content ideas|选题,找选题,想选题|ネタ出し,ネタ探し,企画ネタ
persuasive,persuasion|说服,有说服力|説得,説得力
cold email,outreach|陌生开发,开发信,外联|営業メール,新規開拓
# Everyday task phrasing: structure, completeness, drafts and delivery
structure,composition|结构,构成,组成,整体结构,文章结构,结构调整|構成,構造,組み立て,全体構成,文章構成,骨組み,構成変更
verdict,judge|判定,评判,裁定,判断对错,下结论|判定,合否,可否判定,ジャッジ,判定基準
rubric,scoring|评分标准,评分细则,打分标准,评分表|採点基準,ルーブリック,評価表,採点表
double check,recheck|复核,复查,再检查,二次确认,再核对,再看一遍|見直し,再確認,ダブルチェック,最終確認,最終チェック,再点検
length,word count|字数,篇幅,长度,字数限制,控制字数,字数要求|文字数,文字量,分量,長さ,字数,字数制限,ボリューム
final draft,final|定稿,终稿,最终版,最终稿,成稿,完稿|最終稿,完成稿,最終版,完成版,決定稿,清書,確定版
revision,revise|修订,修改稿,修订版,返工|改訂,改訂版,修正版,修正稿,赤入,朱入,再提出
deliver,delivery,deliverable|交付,交付物,交稿,交付成果,交货|納品,納品物,成果物,提出物,納入,引き渡し
stage,phase|阶段,各阶段,环节,分阶段|段階,各段階,フェーズ,段階的
sequence,order|顺序,先后顺序,次序,先后|順番,順序,前後関係,手順の順番,実行順
flow,process flow|流程走向,整个流程,流转,业务流转|流れ,フロー,一連の流れ,処理フロー,全体の流れ
wording,phrasing|措辞,用词,遣词造句,表述,说法|言葉遣い,文言,言葉選び,ワーディング,用語統一
figure,figures|配图,附图,插图说明|図表,図版,挿図,図番号
# Everyday task phrasing: screens, sign-up, usability and audiences
sign up,signup,registration,register|注册,注册流程,注册页面,用户注册,註冊,开户|会員登録,新規登録,ユーザー登録,サインアップ,アカウント作成,登録画面,登録フォーム,申し込み,申込
confusion,confusing,friction|困惑,看不懂,搞不清,容易混淆,找不到入口,一头雾水|迷う,迷わ,迷い,混乱,戸惑,躓き,離脱率
elderly,senior,accessibility|老年人,老人,长辈,老年用户,适老化,老年|高齢者,シニア,お年寄り,年配,年寄
beginner,novice,onboarding|新手,初学者,零基础,小白用户,新用户|初心者,ビギナー,未経験者,未経験
roleplay,role,simulate|角色扮演,扮演,模拟对话,模拟面试,假装你是|ロールプレイ,ロープレ,模擬面接,役割演技
visibility,exposure,discover|曝光,曝光度,可见性,被发现|露出,可視性
preview|预览,预览效果,实时预览,效果预览|プレビュー,見え方,表示確認,仕上がりイメージ,見た目確認
# Everyday task phrasing: open questions, evidence, payments and services
open question,unresolved,unknown|未解决,悬而未决,待定,待确认,未知,遗留问题,存疑点|未解決,未決,保留事項,懸案事項,不明点,要確認,確認事項,疑問点,未確定
claim,argument|论点,主张,观点,论证|論点,主張,論証,争点
gap analysis|差距分析,缺口分析,短板分析|ギャップ分析,差分分析,不足点,課題整理
checkout,cart|结账,结算页,收银台,购物车,下单流程,下单|チェックアウト,購入手続き,購入フロー,決済画面,カート,注文画面
refund|退款,退货退款,退費|返金,払い戻し,返金対応
service call,call,invoke|调用,服务调用,接口调用,远程调用,调用链|呼び出し,呼び出す,サービス間通信,外部連携,呼び出し元,呼び出し先
microservice,microservices|微服务,微服务架构,服务拆分|マイクロサービス,サービス分割
upstream,downstream|上游,下游,上下游,依赖服务|上流,下流,依存先,後続処理
endpoint,request|接口地址,端点,发请求|エンドポイント,リクエスト,API呼び出し,外部API
# Everyday task phrasing: judging, trade-offs and working documents
pros and cons,tradeoff,trade-off|优缺点,利弊,权衡,取舍,优劣|メリット,デメリット,長所,短所,利点,トレードオフ,一長一短
select,choose,selection|选型,挑选,选哪个,怎么选,选择方案|選定,選択肢,ツール選定,技術選定
design doc,technical design|设计文档,技术方案,技术设计,方案设计|設計書,基本設計,詳細設計,設計ドキュメント,技術設計
problem,challenge|难题,痛点问题,要解决的问题|課題,課題感
solution,countermeasure,mitigation|解决方案,对策,应对措施,缓解措施|対策,対応策,改善策,緩和策,解決案
constraint,limitation|约束,约束条件,限制条件,局限|制約,制約条件,制限事項
owner,responsibility|负责人,责任人,分工,职责|担当者,責任者,役割分担,担当範囲
accuracy,correctness|准确性,准确率,正确性,对不对|正確性,正誤,精度
reproducibility|可复现性,可重复性|再現性
redundant,duplicate|冗余,啰嗦,冗长,重复内容|冗長,重複箇所
section,chapter,paragraph|章节,小节,段落,每一章|段落,章ごと,セクション,各章,節ごと
# Everyday task phrasing: ambiguity, preparation and working terms
clarify,ambiguous,unsure|不明确,模糊不清,含糊,说不清楚,澄清,搞清楚需求,拿不准|曖昧,不明確,明確化,認識違い
confidence|置信度,确信度,可信度|確信度,信頼度,自信度
disagreement|分歧,意见不一,意见分歧,各执一词|意見の相違,意見が割れ,対立意見
ready,readiness|准备好了吗,就绪,能不能上线,上线前检查|準備完了,リリース可否,リリース判定,公開前チェック
checkpoint|检查点,存档点,中期检查,阶段检查|チェックポイント,中間確認,中間レビュー
prepare,preparation|准备,准备工作,提前准备,备好材料|準備,下準備,準備物,用意
complex,complicated|复杂,错综复杂,很绕|複雑,複雑化
understand,understanding|理解,看懂,弄明白,读懂|理解,読解力,理解度,腹落ち
narrative|叙述,故事线,叙事结构|ナラティブ,物語性,ストーリーライン
manuscript|书稿,手稿,投稿稿件|投稿論文,論文原稿,原稿執筆
playbook,runbook|操作手册,应急预案,运维手册,处置手册|運用手順書,対応手順,ランブック,プレイブック,運用マニュアル
baseline|基线,基准线,对照基线|ベースライン,基準値,比較基準
snapshot|快照|スナップショット
entity,relationship|实体,实体关系,ER图|エンティティ,リレーション,ER図,リレーションシップ
transaction|事务,交易记录,流水记录|トランザクション,取引履歴,取引記録
heatmap|热力图,热图|ヒートマップ
member,members|成员,团队成员,组员|メンバー,参加者,チームメンバー
channel|渠道,频道,销售渠道|チャネル,チャンネル,販路
country,global|各国,海外,全球,跨国|国別,海外,グローバル,各国
fail,failure|失败,执行失败,运行失败|失敗,実行失敗,処理失敗
prevent,avoid|防止,避免,预防,规避|防止,回避,予防,未然
chunk,chunking|分块,切块,文本切分|チャンク,チャンク分割
orchestration,orchestrate|编排,任务编排,调度|オーケストレーション,統括,連携制御
remote|远程,远端|リモート,遠隔
connect,connection|连接,连上,接入|接続,接続設定,コネクション
push|推送,推上去|プッシュ,プッシュ通知
ethics,ethical|伦理,道德,伦理审查|倫理,倫理審査,倫理的
transition|过渡,转场,切换|トランジション,切り替え,画面切り替え
discussion|讨论,商量,探讨|議論,ディスカッション,話し合い,検討
sensitive,sensitivity|敏感,敏感信息,敏感数据|機密,機密情報,センシティブ
# Everyday task phrasing: diagrams and screens
sequence diagram|时序图,序列图,调用时序|シーケンス図,処理シーケンス
state machine,state diagram|状态机,状态图,状态流转|状態遷移図,ステートマシン,状態遷移
`
